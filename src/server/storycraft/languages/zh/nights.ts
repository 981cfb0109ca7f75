/** 中文：别的标题，以及故事在家里开始和结束的地方（见 ../schema.ts NightWords）。 */
import type { NightWords } from '../schema.ts';

/** 每个开头配每个后半句：“那天早上，莉娜……”。 */
const each = (leads: readonly string[], rests: readonly string[]) => leads.flatMap((lead) => rests.map((rest) => `${lead}${rest}`));
const MORNING = ['那天早上，', '一大早，', '那个晴朗的早上，'];
const NIGHT = ['那天晚上，', '夜深了，', '到了晚上，'];

export const nights: NightWords = {
  titles: (c) => {
    const place = c.place.at.replace(/^在/, '');
    return [`${c.name}和${c.co.name}的小冒险`, `${place}的一天`, `${c.co.name}陪${c.name}的一天`, `${place}发生的事`];
  },
  opening: {
    home: (c) => each(MORNING, [`${c.name}在客厅里用靠垫搭高塔。`, `${c.name}坐在客厅的地毯上，把蜡笔按颜色排好。`]),
    kitchen: (c) => each(MORNING, [`${c.name}坐在厨房的桌边，往吐司上抹黄油。`, `${c.name}在厨房里数着麦片里的葡萄干。`]),
    garden: (c) => each(MORNING, [`${c.name}穿着雨靴，在院子里找蜗牛。`, `${c.name}在院子里给花盆浇水。`]),
    windowSeat: (c) => each(MORNING, [`${c.name}蜷在窗边的软座上，看着街道慢慢醒来。`, `${c.name}坐在窗边的软座上，鼻子贴着玻璃数小鸟。`]),
    doorstep: (c) => each(MORNING, [`${c.name}坐在家门口的台阶上系鞋带。`, `${c.name}站在家门口，朝邮递员挥手。`]),
  },
  ending: {
    bedroom: (c) => each(NIGHT, [`${c.name}的房间里，小夜灯在墙上照出一个小小的黄月亮。`, `${c.name}的房间里窗帘拉上了，玩偶们排排坐好。`]),
    bunkBed: (c) => each(NIGHT, [`${c.name}睡在双层床的下铺，像山洞里的小熊一样暖和。`, `${c.name}钻进双层床的下铺，上铺就像一个屋顶。`]),
    attic: (c) => each(NIGHT, [`${c.name}的床在阁楼里，斜斜的屋顶下面，圆圆的小窗旁边。`, `阁楼里，纸灯笼在${c.name}的床上方轻轻地亮着。`]),
  },
};

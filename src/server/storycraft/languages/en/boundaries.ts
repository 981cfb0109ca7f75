/**
 * English words of each boundary: what a story told to avoid water, animals, … must not say
 * (syntax in boundaries/word-lists.ts).
 */
import type { BoundaryWordList } from '../schema.ts';

export const boundaries: BoundaryWordList = {
  scary: ['villain*', 'monster*', 'witch', 'witches', 'troll', 'trolls', 'ogre*', 'goblin*', 'ghost*', 'wolf', 'wolves', 'pirate*', 'robber*', 'thief', 'thieves',
    'got lost', 'get lost', 'getting lost', 'are lost', 'were lost', 'was lost', 'is lost', 'wandered off', 'wander off', 'lost in the',
    'dark and whispery', 'afraid of the dark', 'scared of the dark', 'in the dark', 'the dark', 'darkness', 'even darker', 'shadows jump*', 'monsters'],
  water: ['water*', 'sea', 'seas', 'seaside', 'ocean*', 'lake*', 'river*', 'stream*', 'pond*', 'bath', 'baths', 'bathtub*', 'swim*', 'boat*', 'sail', 'sails', 'sailing', 'sailed', 'sailboat*',
    'the waves', 'little waves', 'ocean waves', 'splash*', 'puddle*', 'rain', 'rains', 'raining', 'rainy', 'raindrop*', 'beach*', 'shore*', 'harbour*', 'harbor*', 'paddl*', 'dribbl*', 'drip', 'swish, swash', 'fountain*', 'underwater'],
  animals: ['animals', 'animal friends', 'dog', 'dogs', 'pupp*', 'cat', 'cats', 'kitten*', 'kitty', 'bunn*', 'rabbit*', 'owl', 'owls', 'owlet*', 'fox', 'foxes', 'turtle*', 'tortoise*', 'dragon', 'dragons', 'bird', 'birds', 'blackbird*', 'robin*', 'sparrow*',
    'woodpecker*', 'seagull*', 'gull', 'gulls', 'duck', 'ducks', 'duckling*', 'hen', 'hens', 'chicken*', 'cow', 'cows', 'horse*', 'pony', 'ponies', 'pig', 'pigs', 'sheep', 'lamb*', 'goat*', 'mouse', 'mice',
    'squirrel*', 'hedgehog*', 'frog*', 'bee', 'bees', 'butterfl*', 'grasshopper*', 'dragonfl*', 'beetle*', 'ant', 'ants', 'cricket*', 'ladybird*', 'ladybug*', 'snail*', 'worm', 'worms', 'fish', 'fishes', 'deer',
    'moo', 'baa', 'croak', 'cluck*', 'woof', 'meow', 'purr*', 'paw', 'paws', 'tail', 'tails', 'fur', 'furry', 'feather*', 'nest', 'nests', 'kitten', 'mother owl', 'littlest one', 'little one'],
  separation: ['wandered off', 'wander off', 'missing', 'miss her', 'miss him', 'miss them', 'missed', 'far away from', 'family far away', 'all alone', 'left behind', 'without mum', 'without dad',
    'lost', 'goodbye to mum', 'goodbye to dad', 'said goodbye', 'waved goodbye', 'mother was calling', 'where are you', 'looking for mum', 'looking for dad', 'homesick'],
  loud: ['loud*', 'thunder*', 'drum*', 'bang*', 'boom*', 'crash*', 'shout*', 'yell*', 'scream*', 'roar*', 'trumpet*', 'firework*', 'siren*', 'whistl*', 'stamp*', 'clatter*', 'thud*', 'slam*', 'knock, knock', 'knock-knock', 'hiss', 'noisy', 'noise*'],
  food: ['onion*', 'potato*', 'soup*', 'cheese*', 'egg', 'eggs', 'sizzl*', 'pizza*', 'sausage*', 'food', 'cookie*', 'biscuit*', 'cake*', 'cupcake*', 'sweet', 'sweets', 'sweetie*', 'sweet air', 'candy', 'candies', 'chocolate*', 'cocoa', 'sugar*', 'honey', 'jam', 'bak*', 'bakery', 'oven*', 'pastr*', 'bread', 'butter', 'cinnamon',
    'toast', 'porridge', 'breakfast*', 'lunch*', 'supper*', 'dinner*', 'snack*', 'picnic*', 'sandwich*', 'apple*', 'pie', 'pies', 'ice cream', 'lollipop*', 'eat', 'eats', 'ate', 'eating', 'taste*', 'tasty', 'yum*', 'cooking', 'onions', 'crumbs', 'hot chocolate', 'milk', 'fruit*', 'pancake*', 'carrot*'],
};

/**
 * `format()` for React islands whose placeholders hold elements: a translated
 * sentence with a link or a highlighted name inside, whose position differs per language
 * ("{link} to have the narrator matched to you." / "Anlatıcının size benzemesi için {link}.").
 */
import { Fragment, type ReactNode } from 'react';

/** Splits `template` at its `{name}` placeholders and puts `values[name]` (text or element) in each; unknown ones stay. */
export function formatNodes(template: string, values: Record<string, ReactNode>): ReactNode[] {
  return template.split(/(\{\w+\})/).map((part, i) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return <Fragment key={i}>{name !== undefined && name in values ? values[name] : part}</Fragment>;
  });
}

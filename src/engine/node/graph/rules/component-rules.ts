import type { Parent, RootContent } from 'mdast';
import { attributeOf, isJsx, type ElementRule, type JsxElement } from '../../../../blocks/block.ts';
import { elementOf } from '../../../../blocks/index.ts';
import { closestMatch } from '../../../problems.ts';

/**
 * How each building block may be used (each block's rule, src/blocks/):
 * its attributes, what it holds and where it stands. Run by the remark plugin
 * (remark-content.ts) while the content graph is built.
 */

export interface RuleProblem {
  message: string;
  hint?: string;
  node: { position?: RootContent['position'] };
}

/** `<AccordionItem title="I forgot my password">`: the tag as the author wrote its first attribute, to find it. */
function tagOf(element: JsxElement, rule: ElementRule): string {
  const first = rule.required?.[0];
  const value = first === undefined ? undefined : attributeOf(element, first)?.value;
  return typeof value === 'string' ? `<${element.name} ${first}="${value}">` : `<${element.name}>`;
}

function childName(child: RootContent): string {
  if (isJsx(child)) return `<${child.name ?? ''}>`;
  return child.type === 'paragraph' || child.type === 'text' ? 'text' : `a ${child.type}`;
}

function allowedList(names: readonly string[]): string {
  return names.map((name) => `<${name}>`).join(' or ');
}

export function componentProblems(element: JsxElement, parent: Parent | undefined, rule: ElementRule): RuleProblem[] {
  const name = element.name ?? '';
  const problems: RuleProblem[] = [];
  const known = [...(rule.required ?? []), ...(rule.optional ?? [])];

  for (const attribute of element.attributes) {
    if (attribute.type !== 'mdxJsxAttribute') continue; // {...spread} is refused by the caller
    if (!known.includes(attribute.name)) {
      const suggestion = closestMatch(attribute.name, known);
      problems.push({
        message: `<${name}> has no attribute "${attribute.name}"`,
        hint: suggestion ? `did you mean ${suggestion}="…"?` : known.length > 0 ? `its attributes are: ${known.join(', ')}` : `<${name}> takes no attributes`,
        node: element,
      });
      continue;
    }
    const allowed = rule.values?.[attribute.name];
    if (allowed && typeof attribute.value === 'string' && !allowed.includes(attribute.value)) {
      const suggestion = closestMatch(attribute.value, allowed);
      problems.push({
        message: `<${name} ${attribute.name}="${attribute.value}">: ${attribute.name} must be one of ${allowed.join(', ')}`,
        hint: suggestion ? `did you mean ${attribute.name}="${suggestion}"?` : `write ${allowed.map((value) => `${attribute.name}="${value}"`).join(' or ')}`,
        node: element,
      });
    }
  }

  for (const required of rule.required ?? []) {
    const value = attributeOf(element, required)?.value;
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
      problems.push({ message: `<${name}> needs ${required}="…"`, hint: `write it inside the tag: <${name} ${required}="…">`, node: element });
    }
  }

  if (rule.children) {
    const allowed = element.children.filter((child) => isJsx(child) && rule.children!.includes(child.name ?? ''));
    // A misspelled part (<Tabz> inside <Tabs>) is reported as an unknown tag, with the part it should be: one message, not two.
    const misspelled = element.children.filter((child) => isJsx(child) && !elementOf(child.name ?? ''));
    if (allowed.length === 0 && misspelled.length > 0) {
      // said once, by the unknown tag
    } else if (allowed.length === 0) {
      const example = rule.children[0]!;
      problems.push({
        message: `${tagOf(element, rule)} has no ${allowedList(rule.children)} inside`,
        hint: `put each part between <${example} …> and </${example}>, each on its own line (see content/README.md)`,
        node: element,
      });
    } else {
      for (const child of element.children) {
        if (allowed.includes(child) || misspelled.includes(child)) continue;
        problems.push({
          message: `<${name}> may only hold ${allowedList(rule.children)}, not ${childName(child)}`,
          hint: `move it inside one of the ${allowedList(rule.children)} blocks, or out of <${name}>`,
          node: child,
        });
      }
    }
  } else if (rule.needsContent && element.children.length === 0) {
    problems.push({
      message: `${tagOf(element, rule)} is empty`,
      hint: `write its text between <${name} …> and </${name}>`,
      node: element,
    });
  }

  if (rule.numberedList && element.children.length > 0 && !element.children.every((child) => child.type === 'list' && child.ordered)) {
    problems.push({
      message: `<${name}> holds a numbered list, and nothing else`,
      hint: 'start each step on its own line with its number: 1. then 2. then 3. (a list with - shows no numbers)',
      node: element.children.find((child) => !(child.type === 'list' && child.ordered)) ?? element,
    });
  }

  if (rule.parents) {
    const parentName = parent && isJsx(parent) ? parent.name ?? '' : '';
    if (!rule.parents.includes(parentName)) {
      problems.push({
        message: `<${name}> must stand directly inside ${allowedList(rule.parents)}`,
        hint: `put it between <${rule.parents[0]}> and </${rule.parents[0]}>, on its own line`,
        node: element,
      });
    }
  }
  return problems;
}

/**
 * The semantic pass of the sample check: every sample read once (`syntax.ts`), then held to the SDK model's rules
 * (`rules.ts`) and, where its platform has a reference integration, to the names that integration uses.
 */
import {platformIds} from '../../../src/data/platforms';
import type {Sample} from '../collect';
import {checkReferenceNames, modelRules, referenceNames, type Finding, type PageFunctions, type RuleId} from './rules';
import {readSyntax, type SampleSyntax} from './syntax';

export interface RuleTally {
  rule: RuleId;
  summary: string;
  /** Samples the rule applies to. */
  applies: number;
  findings: Finding[];
}

/** The functions each page defines, per language: a Kotlin sample calls the page's Kotlin helpers, not its Java ones. */
function pageFunctions(syntaxes: readonly SampleSyntax[]): (syntax: SampleSyntax) => PageFunctions {
  const pages = new Map<string, PageFunctions>();
  const key = (s: SampleSyntax) => `${s.sample.doc}|${s.sample.language}`;
  for (const syntax of syntaxes) {
    const page = pages.get(key(syntax)) ?? {byName: new Map()};
    pages.set(key(syntax), page);
    for (const def of syntax.functions) {
      if (!def.name) continue;
      const list = page.byName.get(def.name.toLowerCase()) ?? [];
      list.push({syntax, def});
      page.byName.set(def.name.toLowerCase(), list);
    }
  }
  return (syntax) => pages.get(key(syntax))!;
}

export async function checkSemantics(samples: readonly Sample[]): Promise<RuleTally[]> {
  const syntaxes = (await Promise.all(samples.map(readSyntax))).filter((s): s is SampleSyntax => s !== undefined);
  const page = pageFunctions(syntaxes);
  const tallies: RuleTally[] = modelRules.map((rule) => {
    const tally: RuleTally = {rule: rule.id, summary: rule.summary, applies: 0, findings: []};
    for (const syntax of syntaxes) {
      const {applies, findings} = rule.check(syntax, page(syntax));
      if (applies) tally.applies += 1;
      tally.findings.push(...findings);
    }
    return tally;
  });
  const names: RuleTally = {
    rule: 'reference-names',
    summary: 'a partial sample names its link handler, deferred-link router and environment as its platform’s reference integration does',
    applies: 0,
    findings: [],
  };
  for (const platform of platformIds) {
    const references = syntaxes.filter((s) => s.sample.reference === platform);
    if (references.length === 0) continue;
    const reference = referenceNames(platform, references, page);
    for (const syntax of syntaxes.filter((s) => s.sample.platform === platform && !s.sample.reference)) {
      const {applies, findings} = checkReferenceNames(syntax, reference, page(syntax));
      if (applies) names.applies += 1;
      names.findings.push(...findings);
    }
  }
  return [...tallies, names];
}

/**
 * The rules over every sample given, with only the findings on the pages named (`android/event.mdx`; all pages when
 * none is named). The rules must read more than those pages' samples: `reference-names` compares a page with its
 * platform's reference integration, which other pages show.
 */
export async function semanticFindingsOn(samples: readonly Sample[], pages: readonly string[]): Promise<RuleTally[]> {
  const onPages = (where: string) => pages.length === 0 || pages.some((p) => where.startsWith(`docs/${p}:`));
  return (await checkSemantics(samples)).map((tally) => ({...tally, findings: tally.findings.filter((f) => onPages(f.where))}));
}

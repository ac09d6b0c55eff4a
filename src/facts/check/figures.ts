/**
 * Figures in content that do not come from the facts register: a percentage,
 * a dollar amount or a date, in running text about the market or the law,
 * typed into a content file instead of written as <Fact id="..." />.
 *
 * What counts (docs-dev/FACTS.md explains the rules with examples):
 * - prose lines of docs/, blog/ and the legal MDX pages, and the prose front
 *   matter fields (description, summary, FAQ answers);
 * - a figure: 7.5%, 4.25 percentage points, six and a half per cent, $30,000, $1.2 million,
 *   1 July 2026 (a day, month and year), a ratio (1.25 times, 1.5x), a period
 *   in days or months (90 days, 3 to 24 months), a loan sized against sales
 *   in words ("one month's revenue"), the month a cash rate move is dated by
 *   ("the RBA cut the cash rate in November");
 * - in a sentence about the market or the law: it names a rate, LVR, lender,
 *   bank, cap, threshold, duty, tax, GST, the ATO, RBA (or Reserve Bank),
 *   APRA or its buffer, inflation or CPI, ASIC or AFCA, super, an Act,
 *   a start date ("from 1 July"), a deposit, balloon, residual, fee,
 *   write-off, a loan's term (a customer's payment or credit terms are not) or cover ratio, or says a figure is usual, common, normal
 *   or typical; and a percentage that is a price (it "costs", or is "p.a." or
 *   "a year") or is offered as one by the words just before it ("from",
 *   "starts at", "as low as", "borrow up to", "pay ... for").
 * What is allowed (a worked example is arithmetic, not a market figure):
 * - a section (heading to heading) that says it is an illustrative,
 *   hypothetical or worked example, or that its figures are assumed;
 * - a case study (blog/case-studies/): the whole story is an illustrative
 *   example and must say so (the content check refuses one that does not),
 *   except a sentence about today's market ("today", "currently");
 * - after a {/* facts: allow (reason) *\/} comment, up to the next heading:
 *   for dated records that never change, such as past RBA decisions;
 * - the one paragraph or list under a {/* facts: example (reason) *\/}
 *   comment (to the next blank line): a worked example's own inputs inside
 *   a section that otherwise states real figures, such as a rate converted
 *   from monthly to yearly. The reason is required.
 */
import {isCaseStudy, proseLines, type ContentFile} from '../../content/check/contentFiles';
import type {Problem} from '../../content/check/problem';
import {facts} from '../register';

const month = '(?:January|February|March|April|May|June|July|August|September|October|November|December)';

const numberWord = '(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)';

const percentages = /\b\d+(?:\.\d+)?(?:\s?%|\s(?:per ?cent|percentage points?|basis points)\b)/g;

/** A percentage in words ("six and a half per cent"): a writer's trial typed one past the check. */
const percentagesInWords = new RegExp(
  `\\b(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[- ]${numberWord})?|${numberWord}|(?:thir|four|fif|six|seven|eigh|nine)teen|(?:a|one) hundred)(?: and an? (?:half|quarter)| point \\w+)?\\s(?:per ?cent)\\b`,
  'gi',
);

const datePattern = new RegExp(`\\b\\d{1,2} ${month} (?:19|20)\\d{2}\\b`);

/** When a figure was true, typed ("as at November 2026"): the register dates each entry, and moves the date with it. */
const asAtPattern = new RegExp(`\\b[Aa]s (?:at|of) (?:\\d{1,2} )?${month} (?:19|20)\\d{2}\\b`, 'g');

/** The figures the rule looks for, most specific first. */
export const figurePatterns: readonly RegExp[] = [
  asAtPattern,
  /\$\d[\d,]*(?:\.\d+)?(?:\s?(?:million|billion|m|bn|k)\b)?/g,
  percentages,
  percentagesInWords,
  // Not an "as at" date, found above with its words.
  new RegExp(`(?<!\\b[Aa]s (?:at|of) )${datePattern.source}`, 'g'),
  // Ratios: "1.25 times", "1.5 to 2.0 times", "1.25x".
  /\b\d+(?:\.\d+)?(?:\s?(?:to|-|–)\s?\d+(?:\.\d+)?)?(?:\s(?:times)\b|x\b)/g,
  // Periods in days and months: "90 days", "60 to 180 days", "3 to 24 months", "7 business days".
  /\b\d+(?:\s?(?:to|-|–)\s?\d+)?\s(?:(?:business|calendar)\s)?(?:days?|months?)\b/g,
  // A loan sized against sales in words ("one month's revenue", "two to three months of turnover"); in digits the
  // period above finds it.
  new RegExp(
    `\\b${numberWord}(?:\\s?(?:to|-|–)\\s?${numberWord})?\\s(?:weeks?|months?)(?:['’]s?|\\s+of)\\s+(?:revenue|turnover|sales|income)\\b`,
    'gi',
  ),
];

/**
 * A move of the cash rate dated by its month ("the Reserve Bank cut the cash rate in November 2026"): a writer's trial
 * typed one from memory, the wrong way, past the check. The register dates the rate and its last change.
 */
const cashRateMove =
  /\b(?:RBA|Reserve Bank|cash rate)\b.*\b(?:cut|cuts|raised|raises|rose|lifted|lowered|increased|hiked|held|paused)\b|\b(?:cut|raised|lifted|lowered|increased|hiked|held)\b.*\b(?:RBA|Reserve Bank|cash rate)\b/i;
const monthNamed = new RegExp(`(?<!\\d )(?<![Aa]s (?:at|of) )\\b${month}(?: (?:19|20)\\d{2})?\\b`, 'g');

/** Words that make a sentence about the market or the law. */
export const marketOrLaw =
  /\b(?:cash rate|interest|rates?|LVRs?|lenders?|banks?|Reserve Bank|APRA|buffers?|inflation|CPI|caps?|threshold|duty|duties|tax|taxes|GST|ATO|RBA|ASIC|AFCA|super(?:annuation)?|contributions?|legislation|Act|law|charges?|levy|penalt(?:y|ies)|limit|from 1 July|since 1 July|indexed|commence[sd]?|deposits?|balloons?|residuals?|fees?|ICR|DSCR|cover|(?<!(?:payment|trading|credit|customers['’]?|suppliers['’]?)\s)terms?|write[- ]offs?|usual(?:ly)?|common(?:ly)?|normal(?:ly)?|typical(?:ly)?)\b/i;

/** A percentage that is a price: what something costs, or a year's figure ("costs 7% to 13% a year", "8.5% p.a."). */
const pricedPercent = /\b(?:costs?|p\.a\.|(?:a|per) (?:year|annum))(?=\W|$)/i;

/**
 * A percentage offered as a price or a loan's size by the words just before it: "loans start at 6.5%", "finance from
 * 6.5%", "as low as 6.5%", "borrow up to 100% of the price", "advances up to 80%", "pay 6.5% for a ute loan". Not
 * "rose from 12% to 18%" (a change, not a price) nor "pay 50% upfront" (a share of a bill, not a rate).
 */
const offeredPercent = new RegExp(
  String.raw`\b(?:(from)|(?:start|begin)(?:s|ning|ing)? at|as low as|priced at|sit(?:s|ting)? (?:at|around)|(?:borrow|lend|advance)(?:s|ing)? up to|(pay)(?:s|ing)?)\s+(?:about |around |roughly |just )?(\d+(?:\.\d+)?(?:\s?%|\s(?:per ?cent)\b)|${percentagesInWords.source})(\s*(?:to|-|–)\s*\d)?(\s+(?:for|on)\b)?`,
  'gi',
);

function offeredPercents(sentence: string): string[] {
  return [...sentence.matchAll(offeredPercent)]
    .filter(([, from, pay, , range, forSomething]) => !(from && range) && (!pay || forSomething))
    .map((match) => match[3]!);
}

/**
 * A section that says its figures are an example. "For example" is not such a
 * statement: it introduces an instance ("lenders, for example, ask for 70%"),
 * which is as much a market figure as any other.
 */
export const exampleSection =
  /\billustrative\b|\bhypothetical\b|\bsuppose\b|\bworked example\b|\b(?:our|this|the|an?) example\b|\bassumed\b|\bfor the arithmetic\b|\bfor illustration\b/i;

/** A sentence that shows its working (× ÷ =) is arithmetic, not a market figure. */
const showsWorking = /[×÷=]/;

const allowComment = /\{\/\*\s*facts:\s*allow\b/i;
/** A worked example's marker must say what the example is: `{/* facts: example (1.25% a month as a yearly rate) *\/}`. */
const exampleComment = /\{\/\*\s*facts:\s*example\s*\([^)]*[^\s)][^)]*\)\s*\*\/\}/i;
const isHeading = (text: string) => /^#{1,6} /.test(text);

/** Prose front matter fields, one per line: `description: ...`, `answer: ...`, `summary: ...`. */
const proseFrontMatter = /^\s*(?:-\s+)?(?:description|summary|answer):\s*(.*)$/;

/** Sentences on a line (a figure's sentence decides whether it is about the market or the law). */
function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.?!;])\s+(?=[A-Z[*(])/);
}

/** The figures typed on one line of prose, outside <Fact> tags, links' targets and inline code. */
export function typedFigures(text: string): string[] {
  const visible = text
    .replace(/<Fact\b[^>]*\/>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/`[^`]*`/g, ' ')
    .replace(/\{\/\*.*?\*\/\}/g, ' ');
  return sentencesOf(visible).flatMap((sentence) => {
    if (showsWorking.test(sentence)) return [];
    if (marketOrLaw.test(sentence))
      return [
        ...figurePatterns.flatMap((pattern) => sentence.match(pattern) ?? []),
        ...(cashRateMove.test(sentence) ? (sentence.match(monthNamed) ?? []) : []),
      ];
    // A dollar figure beside "cost" or "a year" is often the writer's own example ("the fit-out cost $30,000").
    return pricedPercent.test(sentence)
      ? [...(sentence.match(percentages) ?? []), ...(sentence.match(percentagesInWords) ?? [])]
      : offeredPercents(sentence);
  });
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const states = (text: string, figure: string) => new RegExp(`(?<![\\d.,$])${escaped(figure)}(?![\\d,])`).test(text);

/** Words that name what a figure is about ("cash", "rate", "equipment"), singular; not words every entry shares. */
const generic =
  /^(loan|lender|business|finance|fund|price|with|from|that|this|than|over|under|about|usual|often|most|some|their|your|have|will|more|start|today|year|month|when|what)$/;
/** A word of four letters or more, or a short name that names a subject as well (the Reserve Bank or central bank is read as the RBA). */
const subjectWord = /\b(?:rba|ato|gst|lvr|icr|gic|sic|sgc|cpi)\b|[a-z]{4,}/g;
const subjectWords = (text: string) =>
  new Set(
    (
      text
        .toLowerCase()
        .replace(/\b(?:reserve bank(?: of australia)?|central bank)/g, 'rba')
        .match(subjectWord) ?? []
    )
      // Plurals to singular, but not "business" ("busines" escaped the generic list, and matched every business entry).
      .map((w) => w.replace(/(?<!s)s$/, ''))
      .filter((w) => !generic.test(w)),
  );

/** How many of the sentence's subject words an entry's id or label shares. */
const sharedWords = (words: ReadonlySet<string>, id: string, label: string) => {
  const named = subjectWords(`${id.replace(/-/g, ' ')} ${label}`);
  return [...words].filter((w) => named.has(w)).length;
};

/**
 * Up to three register entries whose text states the figure, the likeliest first: those stating more of the
 * sentence's figures ("7%" and "13%": equipment-rate), then those sharing more of its subject words.
 */
export function factsStating(shown: string, sentence = shown): string[] {
  const figures = typedFigures(sentence);
  const words = subjectWords(sentence);
  return (
    Object.entries(facts)
      .filter(([, fact]) => states(fact.text, shown))
      .map(([id, fact]) => ({
        id,
        figures: figures.filter((f) => states(fact.text, f)).length,
        shared: sharedWords(words, id, fact.label),
      }))
      // The same number about another subject misleads ("fund equipment from 7.5%": not the truck rate): an entry
      // shares a subject word, or more than one of the sentence's figures, unless the sentence names no subject.
      .filter((entry) => words.size === 0 || entry.shared > 0 || entry.figures > 1)
      .map(({id, ...entry}) => ({id, score: entry.figures * 100 + entry.shared}))
      .sort((a, b) => b.score - a.score)
      .slice(0, 3)
      .map(({id}) => id)
  );
}

/** A sentence about a price (the rules above, or it names a rate): the entry holding its subject's rate is likeliest. */
const aboutPrice = (sentence: string) =>
  pricedPercent.test(sentence) || offeredPercents(sentence).length > 0 || /\b(?:rates?|interest)\b/i.test(sentence);

/** An entry's figure of the same kind: a % for a %, $ for $, a date for a date (not $20,000 for "1 July 2026"). */
const sameKind = (shown: string, text: string) =>
  shown.includes('%')
    ? text.includes('%')
    : shown.includes('$')
      ? text.includes('$')
      : !datePattern.test(shown) || datePattern.test(text);

/**
 * The register entries the sentence names ("the cash rate at 4.35%": rba-cash-rate), whatever figure they hold: a
 * figure typed from memory is often the out-of-date one, so no entry states it. Only the best match (two at most, when
 * they tie), sharing a subject word or more ("caveat"), holding the same kind of figure (a % for a %, $ for $), and
 * for a price, an entry for a rate before its subject's others (caveat-rate, not caveat-establishment-fee).
 */
export function factsNamed(shown: string, sentence: string, except: readonly string[] = []): string[] {
  const words = subjectWords(sentence);
  const price = aboutPrice(sentence);
  const scored = Object.entries(facts)
    .filter(([id, fact]) => !except.includes(id) && sameKind(shown, fact.text))
    .map(([id, fact]) => ({id, shared: sharedWords(words, id, fact.label), rate: /-rate\b/.test(id)}))
    .filter(({shared}) => shared >= 1)
    .map(({id, shared, rate}) => ({id, score: shared + (price && rate ? 0.5 : 0)}));
  const best = Math.max(0, ...scored.map(({score}) => score));
  const top = scored.filter(({score}) => score === best);
  return top.length <= 2 ? top.map(({id}) => id) : [];
}

const asFacts = (ids: readonly string[], withFigure = false) =>
  ids
    .map((id) => `<Fact id="${id}" />${withFigure ? ` (now "${facts[id as keyof typeof facts].text}")` : ''}`)
    .join(' or ');

function problem(file: ContentFile, line: number, shown: string, text: string): Problem {
  // Suggestions read the figure's own sentence, not the rest of its paragraph (a writer's trial: "The cash rate is
  // 3.60%." at a paragraph's end was offered the development equity entry that the paragraph was about).
  const sentence = sentencesOf(text).find((one) => states(one, shown)) ?? text;
  if (new RegExp(asAtPattern.source).test(shown)) {
    // The figure it dates is usually a <Fact /> in the same sentence (a writer's trial: "<Fact id="rba-cash-rate" />
    // (RBA, as at September 2026)").
    const named = [...new Set([...sentence.matchAll(/<Fact id="([\w-]+)"/g)].map(([, id]) => id))].map(
      (id) => `<Fact id="${id}" asAt />`,
    );
    return {
      file: file.relativePath,
      line,
      what: `"${shown}" is a date typed for a figure, which goes stale when the register is updated`,
      fix: `write "as at ${named.join(' or ') || '<Fact id="..." asAt />'}" with the id of the figure it dates (CONTRIBUTING.md)`,
    };
  }
  // The same number is not the same fact ("1 July 2026" is also when payday super starts): the writer chooses.
  const stating = factsStating(shown, sentence);
  // A guess at another entry's figure only where it names the sentence's subject better than every entry stating the
  // number: not the $10 million turnover limit beside the $20,000 write-off threshold (a writer's trial), but still
  // sg-rate for "the super guarantee rate is 11%", which other rates state.
  const words = subjectWords(sentence);
  const shared = (id: string) => sharedWords(words, id, facts[id as keyof typeof facts].label);
  const bestStating = Math.max(0, ...stating.map(shared));
  const named = factsNamed(shown, sentence, stating).filter((id) => shared(id) > bestStating);
  const suggestions = [
    stating.length > 0
      ? `the register has the same number in ${asFacts(stating)}: use one only if it is the same fact; `
      : '',
    named.length > 0 ? `the register's entry on what this sentence names may be ${asFacts(named, true)}; ` : '',
  ].join('');
  return {
    file: file.relativePath,
    line,
    what: `"${shown}" is a market or legal figure typed into the page, not read from the facts register`,
    // Writers do not edit the register (CONTRIBUTING.md): a figure it lacks is asked for, with its source.
    fix: `${suggestions}write <Fact id="..." /> with an id from docs-dev/FACT-IDS.md; if none fits, ask a developer in your pull request to add the figure with its source, or leave the number out. ${
      // A case study is an example already: only its sentences on today's market are checked (CONTRIBUTING.md).
      isCaseStudy(file)
        ? 'A case study\'s own deal may give its figures; today\'s market is given only through the register, as the "*About the rate:*" line does'
        : 'A worked example says so in its section ("Illustrative example only"); a dated record of past decisions takes {/* facts: allow (reason) */}'
    } (CONTRIBUTING.md)`,
  };
}

/**
 * A sentence about the market as it is now: a case study's story is an example, but not its "the cash rate is …
 * today" or "lenders currently charge …". Its own deal ("today the company repays $5,900 a month to the lender at
 * 8.2%") names one lender and one rate, not the market's (a re-check). "Not current prices" and "check the current
 * cash rate" say the opposite.
 */
const aboutToday =
  /\b(?:today|now|nowadays|(?<!\bnot |\bcheck the )current(?:ly)?|at the moment|at present|these days|this (?:week|month|year)|going rate)\b/i;
// Also any loan, lender or bank, or the reader ("acquisition loans currently start from 7.5%", "today a … loan costs
// about 7.5%", "a bank will charge", "expect to pay"; a price "from" or a range: a writer's trial and its re-check),
// where the deal's own is "the": "the vendor finance is repaid at 6% today" is the deal's.
const marketWide =
  /\b(?:cash rate|RBA|Reserve Bank|lenders|banks|rates|loans|lending|market|you|expect|typical(?:ly)?|usual(?:ly)?|start(?:s|ing)? (?:from|at)|as low as|an? (?:[\w-]+ ){0,2}(?:loan|lender|bank))\b|\bfrom (?:about |around )?\d|\d%\s*(?:to|-|–)\s*\d/i;

/**
 * The law as it is now, in a case study ("Today the super guarantee rate is 12%": a writer's trial got it past the
 * check). A guide's worked example may assume a tax rate ("a hypothetical 25% tax rate"); its other sections are
 * checked in full.
 */
const lawWide =
  /\b(?:super(?:annuation)? guarantee|taxed at|tax rate|contributions tax|(?:stamp|transfer) duty|GIC)\b/i;

/**
 * Of a worked example's text, the sentences it cannot make up: those on today's market, and in a guide's or an
 * insight's example section a price offered to the market ("Business loans start at 6.95%") that does not say it is
 * the example's ("the assumed rate starts at 7.5%").
 */
const sentencesOnMarket = (text: string, offers: boolean) =>
  sentencesOf(text)
    .filter(
      (sentence) =>
        (aboutToday.test(sentence) && (marketWide.test(sentence) || (!offers && lawWide.test(sentence)))) ||
        (offers && offeredPercents(sentence).length > 0 && marketWide.test(sentence) && !exampleSection.test(sentence)),
    )
    .join(' ');

export function checkUnregisteredFigures(file: ContentFile): Problem[] {
  // A case study is a worked example throughout, so only what it says of today's market is checked (a writer's trial:
  // "The cash rate is 3.60% today" passed, where the register held another figure). A section of a guide or an insight
  // that says it is an example is read the same way: one "hypothetical" in a bullet had let "Lenders currently price
  // variable business loans at 6.95% p.a." through in the rest of its section (a writer's trial), and its prices
  // offered to the market are read too.
  const caseStudy = isCaseStudy(file);
  let sectionIsExample = false;
  const checked = (text: string) =>
    caseStudy ? sentencesOnMarket(text, false) : sectionIsExample ? sentencesOnMarket(text, true) : text;
  const problems: Problem[] = [];
  // Front matter: prose fields only (dates and slugs are not running text).
  file.frontMatterText.split('\n').forEach((text, i) => {
    const value = checked(proseFrontMatter.exec(text)?.[1] ?? '');
    if (value)
      for (const shown of typedFigures(value)) problems.push(problem(file, file.frontMatterLine + i, shown, value));
  });
  let allowed = false;
  /** Under a facts: example marker: 'waiting' for its paragraph, 'inside' it, or 'none'. */
  let exampleBlock: 'none' | 'waiting' | 'inside' = 'none';
  const lines = proseLines(file);
  /** The header row of the table being read: a row's "70%" is an LVR when its column says "Max LVR". */
  let tableHeader = '';
  lines.forEach(({line, text}, i) => {
    if (isHeading(text) || i === 0) {
      // A section is an example if anything in it, up to the next heading, says so.
      let j = i;
      const section: string[] = [];
      do section.push(lines[j]!.text);
      while (++j < lines.length && !isHeading(lines[j]!.text));
      sectionIsExample = exampleSection.test(section.join(' '));
      allowed = false;
      exampleBlock = 'none';
    }
    const raw = file.body.split('\n')[line - file.bodyLine] ?? '';
    if (allowComment.test(raw)) allowed = true;
    if (exampleComment.test(raw)) exampleBlock = 'waiting';
    if (text.trim() === '') {
      if (exampleBlock === 'inside') exampleBlock = 'none';
    } else if (exampleBlock === 'waiting') exampleBlock = 'inside';
    if (allowed || exampleBlock === 'inside') return;
    if (/^import\s/.test(text)) return;
    const isTableRow = text.trimStart().startsWith('|');
    if (isTableRow && !lines[i - 1]?.text.trimStart().startsWith('|')) tableHeader = text;
    const read = checked(isTableRow && text !== tableHeader ? `${tableHeader} ${text}` : text);
    for (const shown of typedFigures(read)) problems.push(problem(file, line, shown, read));
  });
  return problems;
}

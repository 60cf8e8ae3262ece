import type {
  FilterSectionCounts,
  PropertySearchResponse,
  PropertySearchResult,
} from '@villa/shared/contract';
import type { CatalogData } from './catalog';
import { facetPlanOf, type SectionPlan } from './searchFacets';

/*
 * The JSON text of a search answer: the same text as JSON.stringify(answer)
 * (searchJson.test.ts holds the two equal over random searches), made faster. A result
 * card's fields that do not depend on the stay are one frozen object per villa, shared by
 * every answer (search.ts), so their text is made once per villa too. A card of an answer then
 * adds only its price, deposit, commission and pool heating. The twelve cards' images and
 * texts were about two thirds of an answer's stringify time, the largest single cost of a
 * search never asked before after the search itself. The filter counts' text is written the
 * same way: each option's value and label once per catalog, its count and tick per answer.
 */

/** A shared card part -> its JSON without the closing brace. Dies with its catalog. */
const cardHeads = new WeakMap<object, string>();

function cardJson(data: CatalogData, card: PropertySearchResult): string {
  const row = data.indexById.get(card.propertyId);
  const shared = row === undefined ? undefined : data.staticResults[row];
  if (shared === undefined) return JSON.stringify(card);
  const { price, deposit, agentCommission, poolHeatingCost } = card;
  let head = cardHeads.get(shared);
  if (head === undefined) {
    head = JSON.stringify(shared).slice(0, -1);
    cardHeads.set(shared, head);
  }
  // The stay's fields follow the shared ones, as in the card object (search.ts resultOf),
  // written field by field: JSON.stringify of them was most of a card's time.
  const depositText =
    deposit === null
      ? 'null'
      : `{"available":${deposit.available},"amount":${numberJson(deposit.amount)},"balanceDue":${stringOrNullJson(deposit.balanceDue)}}`;
  const commissionText =
    agentCommission === null
      ? 'null'
      : `{"rate":${numberJson(agentCommission.rate)},"amount":${numberJson(agentCommission.amount)}}`;
  const poolHeatingText =
    poolHeatingCost === null
      ? 'null'
      : `{"amount":${numberJson(poolHeatingCost.amount)},"perNight":${numberJson(poolHeatingCost.perNight)},"nights":${poolHeatingCost.nights === null ? 'null' : numberJson(poolHeatingCost.nights)}}`;
  return `${head},"price":{"type":${JSON.stringify(price.type)},"amount":${numberJson(price.amount)}},"deposit":${depositText},"agentCommission":${commissionText},"poolHeatingCost":${poolHeatingText}}`;
}

/** A number as JSON.stringify writes it: its shortest digits, or null when not finite. */
const numberJson = (n: number) => (Number.isFinite(n) ? String(n) : 'null');

const stringOrNullJson = (text: string | null) => (text === null ? 'null' : JSON.stringify(text));

/** A section's text up to its options, and each option's up to its count. */
const sectionTexts = new WeakMap<SectionPlan, { head: string; options: string[] }>();

function sectionJson(plan: SectionPlan | undefined, section: FilterSectionCounts): string {
  if (
    plan === undefined ||
    plan.key !== section.key ||
    plan.title !== section.title ||
    plan.combine !== section.combine
  ) {
    return JSON.stringify(section);
  }
  let texts = sectionTexts.get(plan);
  if (texts === undefined) {
    const { key, title, combine } = plan;
    texts = {
      head: JSON.stringify({ key, title, combine, options: [] }).slice(0, -2),
      options: plan.options.map(({ value, label }) => optionHead(value, label)),
    };
    sectionTexts.set(plan, texts);
  }
  let text = texts.head;
  section.options.forEach(({ value, label, count, selected }, i) => {
    const known = plan.options[i];
    const head =
      known !== undefined && known.value === value && known.label === label
        ? texts.options[i]
        : optionHead(value, label);
    // A count is a whole number: its JSON is its decimal digits.
    text += `${i === 0 ? '' : ','}${head}${count},"selected":${selected ? 'true' : 'false'}}`;
  });
  return `${text}]}`;
}

const optionHead = (value: string, label: string) =>
  `${JSON.stringify({ value, label }).slice(0, -1)},"count":`;

/**
 * JSON.stringify(answer), with each card's shared part written once per villa and the filter
 * counts from their texts written once per catalog.
 */
export function answerJson(data: CatalogData, answer: PropertySearchResponse): string {
  // The cards and the sections go where an empty list stands: no string value of an answer
  // can hold these texts unescaped, and the keys keep their places in the objects.
  const counts = answer.filterCountsAndOtherCounts;
  const rest = JSON.stringify({
    ...answer,
    filterCountsAndOtherCounts: { ...counts, sections: [] },
    properties: [],
  });
  const sectionsAt = rest.indexOf('"sections":[]') + '"sections":['.length;
  const cardsAt = rest.indexOf('"properties":[]') + '"properties":['.length;
  const plan = facetPlanOf(data);
  // Joined with + rather than join(): V8 then links the parts and copies them once, when the
  // text is sent, instead of copying the cards and the sections into a string of their own
  // first (about 25 KB of garbage an answer).
  let text = rest.slice(0, sectionsAt);
  counts.sections.forEach((section, i) => {
    text += `${i === 0 ? '' : ','}${sectionJson(plan[i], section)}`;
  });
  text += rest.slice(sectionsAt, cardsAt);
  answer.properties.forEach((card, i) => {
    text += `${i === 0 ? '' : ','}${cardJson(data, card)}`;
  });
  return text + rest.slice(cardsAt);
}

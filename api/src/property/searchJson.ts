import type { PropertySearchResponse, PropertySearchResult } from '@villa/shared/contract';
import type { CatalogData } from './catalog';

/*
 * The JSON text of a search answer: the same text as JSON.stringify(answer)
 * (searchJson.test.ts holds the two equal over random searches), made faster. A result
 * card's fields that do not depend on the stay are one frozen object per villa, shared by
 * every answer (search.ts), so their text is made once per villa too. A card of an answer then
 * adds only its price, deposit, commission and pool heating. The twelve cards' images and
 * texts were about two thirds of an answer's stringify time, the largest single cost of a
 * search never asked before after the search itself.
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
  // The stay's fields follow the shared ones, as in the card object (search.ts resultOf).
  return `${head},${JSON.stringify({ price, deposit, agentCommission, poolHeatingCost }).slice(1)}`;
}

/** JSON.stringify(answer), with each card's shared part written once per villa. */
export function answerJson(data: CatalogData, answer: PropertySearchResponse): string {
  // The cards go where an empty list stands: no string value of an answer can hold this text
  // unescaped, and the key keeps its place in the object.
  const rest = JSON.stringify({ ...answer, properties: [] });
  const at = rest.indexOf('"properties":[]') + '"properties":['.length;
  const cards = answer.properties.map((card) => cardJson(data, card));
  return rest.slice(0, at) + cards.join(',') + rest.slice(at);
}

/** Figures of a security suite, printed as one line when it ends (the lead quotes them). */
export class Tally {
  private readonly statuses = new Map<number, number>();
  private routeCount = 0;
  private requests = 0;

  constructor(private readonly name: string) {}

  count(status: number) {
    this.requests += 1;
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
  }

  /** How many routes the suite covered. */
  routes(count: number) {
    this.routeCount = count;
  }

  get total() {
    return this.requests;
  }

  line() {
    const histogram = [...this.statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status}x${n}`)
      .join(' ');
    const routes = this.routeCount > 0 ? `${this.routeCount} routes, ` : '';
    return `${this.name}: ${routes}${this.requests} requests; statuses ${histogram}`;
  }

  print() {
    if (this.requests > 0) process.stdout.write(`\n[security figures] ${this.line()}\n`);
  }
}

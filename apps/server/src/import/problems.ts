/** Collects `file:line: column: reason` messages; keeps the first `limit`, counts the rest. */
export class Problems {
  readonly list: string[] = [];
  private extra = 0;

  constructor(readonly limit = 200) {}

  add(message: string): void {
    if (this.list.length < this.limit) this.list.push(message);
    else this.extra += 1;
  }

  /** Records that `count` more problems exist than were added (a SQL check returns a capped list plus a total). */
  addUnlisted(count: number): void {
    this.extra += count;
  }

  get count(): number {
    return this.list.length + this.extra;
  }

  /** Room left before the cap, so SQL checks fetch no more rows than can be shown. */
  get room(): number {
    return Math.max(0, this.limit - this.list.length);
  }

  toArray(): string[] {
    return this.extra > 0 ? [...this.list, `… e mais ${this.extra} problemas`] : [...this.list];
  }
}

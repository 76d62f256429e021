/** A refusal the handlers answer with this status and `{ message }`. */
export class RepositoryError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'RepositoryError';
  }
}

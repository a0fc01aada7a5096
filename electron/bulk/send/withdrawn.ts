/**
 * Thrown by a row's `beforeSend` when its run is pausing or stopping and the row has not left:
 * the broker then sends nothing (a batch: nothing of it), and the row stays pending, with no
 * `sending` record, to go on resume.
 */
export class WithdrawnBeforeSend extends Error {
  constructor() {
    super('The import is pausing: this change was not sent.');
    this.name = 'WithdrawnBeforeSend';
  }
}

import 'server-only';

export interface ImageSize {
  width: number;
  height: number;
}

/** A logo whose bytes are not one whole, well-formed image; the message is for the person who sent it. */
export class LogoError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LogoError';
  }
}

// A logo's one decode, in a process of its own (see prepare-logo.ts, which also lowers its priority as it
// starts it): sharp decodes it whole and makes it small here, where it can be stopped. In the server's
// process the decode would run on libuv's pool, which nothing can stop: a hostile JPEG held a pool thread
// for a minute there, and four of them every gzip and session seal of the server. Plain JavaScript: Node
// loads it as it is, under tsx and from the standalone builds alike.
import sharp from 'sharp';

// One thread for libvips and no cache: this process makes one image and ends.
sharp.concurrency(1);
sharp.cache(false);

// How often the process looks at the CPU time it has used. sharp decodes on libuv's pool, so this thread
// stays free to look, and exiting ends the decode with the process.
const WATCH_MS = 25;

const answer = (message) => process.send(message, () => process.exit(0));

async function prepare({ bytes, maxPixels, side, budgetMs }) {
  // CPU time, not time on the clock: on a busy machine a logo is not refused for waiting for a core; the
  // parent's clock is the backstop.
  setInterval(() => {
    const { user, system } = process.cpuUsage();
    if ((user + system) / 1000 > budgetMs) answer({ tooSlow: true });
  }, WATCH_MS).unref();
  try {
    // failOn 'error': damaged image data (a bad zlib stream, an unknown filter, rows missing) is refused.
    // Flattened onto the cover's white: PDFKit embeds a PNG without alpha as it is, where one with alpha
    // it would decode and split on the event loop.
    const png = await sharp(Buffer.from(bytes), { limitInputPixels: maxPixels, failOn: 'error' })
      .flatten({ background: '#ffffff' })
      .resize(side, side, { fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
    answer({ png });
  } catch {
    // Why libvips refused is no business of the person who sent it; the parent says it in plain words.
    answer({ damaged: true });
  }
}

process.once('message', (request) => void prepare(request));

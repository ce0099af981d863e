// A logo's one decode, in a process of its own (see prepare-logo.ts): sharp decodes it whole and makes it
// small here, where the parent can kill it at its deadline. In the parent's process the decode would run on
// libuv's pool, which nothing can stop: a hostile JPEG held a pool thread for a minute there, and four of
// them every gzip and session seal of the server. Plain JavaScript: Node loads it as it is, under tsx and
// from the standalone builds alike.
import sharp from 'sharp';

// One thread for libvips and no cache: this process makes one image and ends.
sharp.concurrency(1);
sharp.cache(false);

process.once('message', async ({ bytes, maxPixels, side }) => {
  let answer;
  try {
    // failOn 'error': damaged image data (a bad zlib stream, an unknown filter, rows missing) is refused.
    const png = await sharp(Buffer.from(bytes), { limitInputPixels: maxPixels, failOn: 'error' })
      .resize(side, side, { fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
    answer = { png };
  } catch {
    // Why libvips refused is no business of the person who sent it; the parent says it in plain words.
    answer = { damaged: true };
  }
  process.send(answer, () => process.disconnect());
});

import type { Font } from 'fontkit';

// PDFKit 0.20 opens a font that fontkit has already parsed (PDFFontFactory.open: "typeof src?.layout ===
// 'function'"), which lets a process parse each font file once; @types/pdfkit only lists file sources.
declare global {
  namespace PDFKit.Mixins {
    interface PDFFont {
      font(src: Font, family: string, size?: number): this;
    }
  }
}

import type { QRCodeToStringOptions } from 'qrcode';

/**
 * The qrcode library (about 22 KB) only loads when a QR code is first drawn (app download in the
 * side menu, agent centre, authenticator setup): the first paint of a page never waits on it.
 * Same call as the library's own `QRCode.toString(text, options)`.
 */
const QRCode = {
  async toString(text: string, options: QRCodeToStringOptions): Promise<string> {
    const lib = (await import('qrcode')).default;
    return lib.toString(text, options);
  },
};

export default QRCode;

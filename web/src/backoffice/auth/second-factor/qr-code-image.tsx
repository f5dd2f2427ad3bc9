import qrcode from 'qrcode-generator';

/**
 * A QR code drawn as an SVG from qrcode-generator's modules: no image URL or HTML string (the CSP allows
 * neither), sharp at any size, black on white for every phone camera.
 */
export function QrCodeImage({ value, label, size = 200 }: { value: string; label: string; size?: number }) {
  const qr = qrcode(0, 'M');
  qr.addData(value);
  qr.make();
  const count = qr.getModuleCount();
  const margin = 4;
  const cells: string[] = [];
  for (let row = 0; row < count; row += 1) {
    for (let column = 0; column < count; column += 1) {
      if (qr.isDark(row, column)) cells.push(`M${column + margin} ${row + margin}h1v1h-1z`);
    }
  }
  const extent = count + margin * 2;
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${extent} ${extent}`}
      shapeRendering="crispEdges"
      style={{ background: '#fff', display: 'block' }}
    >
      <path d={cells.join('')} fill="#000" />
    </svg>
  );
}

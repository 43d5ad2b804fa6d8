"""A PNG of the screen as a subject showed it when it was ready (`latency.py --shots DIR`), so
what was measured can be seen: the same rows, the window filling the screen."""

import struct
import zlib

from Xlib import X


def _chunk(kind, payload):
    body = kind + payload
    return struct.pack(">I", len(payload)) + body + struct.pack(">I", zlib.crc32(body) & 0xffffffff)


def save(display, path):
    """Writes the root window's pixels (24-bit TrueColor, BGRX in memory) to `path` as RGB PNG."""
    root = display.screen().root
    geometry = root.get_geometry()
    width, height = geometry.width, geometry.height
    pixels = root.get_image(0, 0, width, height, X.ZPixmap, 0xffffffff).data
    stride = len(pixels) // height
    rows = bytearray()
    for y in range(height):
        line = pixels[y * stride:y * stride + width * 4]
        rgb = bytearray(width * 3)
        rgb[0::3], rgb[1::3], rgb[2::3] = line[2::4], line[1::4], line[0::4]
        rows += b"\x00" + rgb
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    with open(path, "wb") as png:
        png.write(b"\x89PNG\r\n\x1a\n" + _chunk(b"IHDR", header)
                  + _chunk(b"IDAT", zlib.compress(bytes(rows), 6)) + _chunk(b"IEND", b""))

#!/usr/bin/env python3
"""Draws documents as PNG with `snaplayout render` and decodes every picture: its chunks and their
CRCs, the image data inflated to exactly the size its header promises, each row's filter valid.
A picture that does not decode is a finding, as a crash is (issue 44).

    scripts/check-png.py SNAPLAYOUT FOLDER [COUNT]
"""
import os, struct, subprocess, sys, tempfile, zlib

def decode(path):
    """None when the PNG decodes, else why not."""
    data = open(path, 'rb').read()
    if data[:8] != b'\x89PNG\r\n\x1a\n':
        return 'no PNG signature'
    offset, idat, header = 8, b'', None
    while offset < len(data):
        if offset + 8 > len(data):
            return 'a chunk cut short'
        length, kind = struct.unpack('>I4s', data[offset:offset + 8])
        body = data[offset + 8:offset + 8 + length]
        crc = struct.unpack('>I', data[offset + 8 + length:offset + 12 + length])[0]
        if zlib.crc32(kind + body) & 0xffffffff != crc:
            return 'a bad CRC in %r' % kind
        if kind == b'IHDR':
            header = struct.unpack('>IIBBBBB', body)
        elif kind == b'IDAT':
            idat += body
        elif kind == b'IEND':
            break
        offset += 12 + length
    if header is None:
        return 'no header'
    width, height, depth, colour = header[:4]
    if width == 0 or height == 0:
        return 'an empty picture (%d x %d)' % (width, height)
    channels = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}[colour]
    row = (width * channels * depth + 7) // 8
    raw = zlib.decompress(idat)
    if len(raw) != height * (row + 1):
        return 'image data of %d bytes for %d x %d' % (len(raw), width, height)
    if any(raw[r * (row + 1)] > 4 for r in range(height)):
        return 'a row with an unknown filter'
    return None

def main():
    tool, folder = sys.argv[1], sys.argv[2]
    count = int(sys.argv[3]) if len(sys.argv) > 3 else 60
    files = sorted(f for f in os.listdir(folder))[:count] if os.path.isdir(folder) else []
    failures = drawn = 0
    with tempfile.TemporaryDirectory() as out:
        for name in files:
            target = os.path.join(out, 'p.png')
            result = subprocess.run([tool, 'render', '-q', os.path.join(folder, name), '-o', target],
                                    capture_output=True, timeout=60)
            pictures = [f for f in os.listdir(out) if f.endswith('.png')]
            for picture in pictures:
                drawn += 1
                problem = decode(os.path.join(out, picture))
                if problem:
                    failures += 1
                    print('check-png: %s: %s' % (name, problem))
                os.remove(os.path.join(out, picture))
            if result.returncode not in (0, 1):
                failures += 1
                print('check-png: %s: render exited %d: %s' % (name, result.returncode, result.stderr[:300]))
    print('check-png: %d pictures from %d inputs decoded, %d failures' % (drawn, len(files), failures))
    return 1 if failures else 0

if __name__ == '__main__':
    sys.exit(main())

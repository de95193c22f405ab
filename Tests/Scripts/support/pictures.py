"""Reading the picture SVGs Formwork writes (rows as `<g data-frame="x y w h">`) and the PNGs made from them.

Used by Tests/Scripts/render_pictures.py; standard library only.
"""
import copy
import struct
import zlib
import xml.etree.ElementTree as ElementTree
from collections import Counter

SVG = "http://www.w3.org/2000/svg"
ElementTree.register_namespace("", SVG)


class Row:
    """One `<g data-frame>` of a picture: its id, key, frame and its texts that draw something."""

    def __init__(self, element):
        self.attributes = dict(element.attrib)
        self.id = element.get("id")
        self.key = element.get("data-key") or self.id
        frame = element.get("data-frame", "").split()
        if len(frame) != 4 or not self.id:
            raise ValueError(f"row {self.key!r}: a row needs an id and data-frame=\"x y width height\"")
        self.x, self.y, self.w, self.h = (float(n) for n in frame)
        self.texts = [t for t in element.iter(f"{{{SVG}}}text") if "".join(t.itertext())]


class Picture:
    """A picture SVG: its size and its rows, in document order."""

    def __init__(self, root):
        if root.tag != f"{{{SVG}}}svg":
            raise ValueError("the root element is not an SVG <svg>")
        self.root = root
        self.width, self.height = float(root.get("width", "0")), float(root.get("height", "0"))
        self.size_class = root.get("data-size-class")
        self.rows = [Row(g) for g in root.findall(f"{{{SVG}}}g") if g.get("data-frame") is not None]
        if not self.rows:
            raise ValueError("no <g data-frame> rows: not a picture of the picture contract")

    @staticmethod
    def read(path):
        return Picture(ElementTree.parse(path).getroot())

    def text_probe(self):
        """The picture with each row reduced to an unfilled rectangle at its frame and the row's texts (inside
        the row's own groups, so their transforms still apply): a row's extents are then its frame's, unless a
        text runs outside it. Shapes go, so a stroke drawn on the frame's edge is not taken for an overflow."""
        root = copy.deepcopy(self.root)
        for g, row in zip((g for g in root.findall(f"{{{SVG}}}g") if g.get("data-frame") is not None), self.rows):
            keep_only_texts(g)
            frame = ElementTree.Element(f"{{{SVG}}}rect", {
                "x": f"{row.x:g}", "y": f"{row.y:g}", "width": f"{row.w:g}", "height": f"{row.h:g}", "fill": "none"})
            g.insert(0, frame)
        return ElementTree.tostring(root, encoding="unicode")


def keep_only_texts(element):
    """Removes every descendant that is neither a text nor an element holding one (a group, a link)."""
    for child in list(element):
        if child.tag == f"{{{SVG}}}text":
            continue
        keep_only_texts(child)
        if not len(child):
            element.remove(child)


def png_size(path):
    with open(path, "rb") as f:
        head = f.read(24)
    if head[:8] != b"\x89PNG\r\n\x1a\n" or head[12:16] != b"IHDR":
        raise ValueError(f"{path} is not a PNG")
    return struct.unpack(">II", head[16:24])


def png_pixels(path):
    """The PNG's rows of raw pixel bytes and its bytes per pixel (8-bit, not interlaced: what both renderers write)."""
    with open(path, "rb") as f:
        data = f.read()
    position, idat, header = 8, [], None
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        body = data[position + 8:position + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat.append(body)
        position += 12 + length
    width, height, depth, colour, _, _, interlace = header
    channels = {0: 1, 2: 3, 4: 2, 6: 4}.get(colour)
    if depth != 8 or channels is None or interlace:
        raise ValueError(f"{path}: a PNG of depth {depth}, colour type {colour}, interlace {interlace} "
                         "is not read here")
    raw, stride, bpp = zlib.decompress(b"".join(idat)), width * channels, channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        unfilter(kind, line, previous, bpp)
        rows.append(bytes(line))
        previous = line
    return rows, bpp


def unfilter(kind, line, previous, bpp):
    """Undoes PNG filter `kind` on `line` in place (PNG spec, section 9)."""
    if kind == 1:
        for i in range(bpp, len(line)):
            line[i] = (line[i] + line[i - bpp]) & 255
    elif kind == 2:
        for i in range(len(line)):
            line[i] = (line[i] + previous[i]) & 255
    elif kind == 3:
        for i in range(len(line)):
            left = line[i - bpp] if i >= bpp else 0
            line[i] = (line[i] + ((left + previous[i]) >> 1)) & 255
    elif kind == 4:
        for i in range(len(line)):
            a = line[i - bpp] if i >= bpp else 0
            b, c = previous[i], previous[i - bpp] if i >= bpp else 0
            p = a + b - c
            pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
            line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
    elif kind != 0:
        raise ValueError(f"unknown PNG filter {kind}")


def png_ink_fraction(path):
    """The share of pixels that differ from the most common one (the background): 0 for a blank picture."""
    rows, bpp = png_pixels(path)
    counts = Counter()
    for row in rows:
        counts.update(row[i:i + bpp] for i in range(0, len(row), bpp))
    total = sum(counts.values())
    return (total - counts.most_common(1)[0][1]) / total if total else 0

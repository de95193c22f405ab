// Reading a control's text as a row's value: as `update(fromURLEncoded:)`
// reads the same text in a body (whitespace, numerals, options, dates,
// limits). Each reading returns the value, or `undefined` when the row
// refuses the text.

// An integer numeral within [lo, hi] (decimal strings, a row's Int64 or
// narrower bounds). A numeral with a fraction or an exponent is read too
// when its value is whole (`1e3`, `12.0`), as Swift's integer rows read it.
function readInt(x, lo, hi) {
    var t = trim(x), b;
    if (/^[+-]?\d+$/.test(t)) b = BigInt(t);
    else {
        var p = exact(t);
        if (!p || p.e < 0) return;
        b = p.d === "" ? 0n : BigInt((p.n ? "-" : "") + p.d + "0".repeat(p.e));
    }
    return b < BigInt(lo) || b > BigInt(hi) ? undefined : {k: "i", b: b};
}

// A numeral as a `Float` row holds it: rounded to float, then the double of
// the float's shortest digits, as Swift gives a float's value (`Float(0.1)`
// is the double 0.1, not 0.100000001490116…).
function float(t) {
    var f = Math.fround(Number(t));
    for (var p = 1; p < 10 && isFinite(f); p++) {
        var s = f.toPrecision(p);
        if (Math.fround(Number(s)) === f) return Number(s);
    }
    return f;
}

// `n` ASCII digits at the cursor `s` ({t: text, i: index}) as a number,
// moving past them; `undefined` (the cursor unmoved) unless all `n` are
// digits.
function digits(s, n) {
    var v = 0;
    for (var i = 0; i < n; i++) {
        var c = s.t.charCodeAt(s.i + i);
        if (!(c >= 48 && c <= 57)) return;
        v = v * 10 + c - 48;
    }
    s.i += n;
    return v;
}

// Moves the cursor past `c` when it stands there; whether it did.
function skip(s, c) {
    if (s.t[s.i] === c) {
        s.i++;
        return true;
    }
    return false;
}

// A time of day at the cursor, `hh:mm`, `hh:mm:ss` or `hh:mm:ss.fff…`, in
// milliseconds. Fractions of a second are rounded to the millisecond from
// their fourth digit (half up); further digits are read and ignored.
function time(s) {
    var h = digits(s, 2);
    if (h === undefined || h >= 24 || !skip(s, ":")) return;
    var m = digits(s, 2);
    if (m === undefined || m >= 60) return;
    var ms = (h * 3600 + m * 60) * 1000;
    if (skip(s, ":")) {
        var c = digits(s, 2);
        if (c === undefined || c >= 60) return;
        ms += c * 1000;
        if (skip(s, ".")) {
            var f = 0, n = 0, d;
            while (s.i < s.t.length && (d = s.t.charCodeAt(s.i)) >= 48 && d <= 57) {
                if (n < 3) f = f * 10 + d - 48;
                else if (n === 3 && d >= 53) f += 1;
                n++;
                s.i++;
            }
            if (n === 0) return;
            for (var k = n; k < 3; k++) f *= 10;
            ms += f;
        }
    }
    return ms;
}

// The days from 1 January 1970 to a date of the proleptic Gregorian calendar
// (month 1–12), counted in 400-year eras so that it needs no `Date` and no
// time zone.
function days(y, m, d) {
    y -= m <= 2 ? 1 : 0;
    var era = Math.floor(y / 400), ye = y - era * 400, dy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
    return era * 146097 + ye * 365 + Math.floor(ye / 4) - Math.floor(ye / 100) + dy - 719468;
}

// A date value for milliseconds since 1970 within the years 0000 to 9999,
// the dates a date row reads; `undefined` outside them.
function inYears(ms) {
    return ms >= -62167219200000 && ms <= 253402300799999 ? {k: "t", ms: ms} : undefined;
}

// A date row's text: `yyyy-mm-dd` (midnight UTC), optionally followed by
// `T`, `t` or a space, a time, and `Z`, `z` or an offset `±hh:mm` (`±hhmm`);
// with no zone the time is UTC. A time alone (`14:30`) is that time on
// 1 January 1970, UTC.
function date(t) {
    var s = {t: t, i: 0}, y = digits(s, 4);
    if (y !== undefined && skip(s, "-")) {
        var mo = digits(s, 2);
        if (mo === undefined || !skip(s, "-")) return;
        var d = digits(s, 2);
        var dim = mo === 2 ? ((y % 4 === 0 && y % 100 !== 0) || y % 400 === 0 ? 29 : 28) : [4, 6, 9, 11].indexOf(mo) >= 0 ? 30 : 31;
        if (d === undefined || mo < 1 || mo > 12 || d < 1 || d > dim) return;
        var ms = days(y, mo, d) * 86400000;
        if (s.i < t.length) {
            if (!(skip(s, "T") || skip(s, "t") || skip(s, " "))) return;
            var tm = time(s);
            if (tm === undefined) return;
            ms += tm;
            if (!(skip(s, "Z") || skip(s, "z"))) {
                var g = skip(s, "+") ? 1 : skip(s, "-") ? -1 : 0;
                if (g) {
                    var zh = digits(s, 2);
                    if (zh === undefined || zh >= 24) return;
                    skip(s, ":");
                    var zm = digits(s, 2);
                    if (zm === undefined || zm >= 60) return;
                    ms -= g * (zh * 3600 + zm * 60) * 1000;
                }
            }
            if (s.i < t.length) return;
        }
        return inYears(ms);
    }
    s = {t: t, i: 0};
    var o = time(s);
    return o !== undefined && s.i === t.length ? inYears(o) : undefined;
}

// The option of a choice row that `x` names: a text option by canonical
// equivalence, an integer option by the integer `x` reads as.
function option(r, x) {
    for (var i = 0; i < r.opts.length; i++) {
        var o = r.opts[i];
        if (typeof o === "string" ? cmpStr(o, x) === 0 : (function(n) {
            return n && n.b === o.b;
        })(readInt(x, "-9223372036854775808", "9223372036854775807"))) return o;
    }
}

// One sent text `x` as the row's reading `r` ({s: shape, …}, see
// FormHTMLLiveData.reading) reads it. Text rows keep the text as sent; the
// others read it trimmed. A Boolean reads `true`, `yes`, `on`, `1`, `false`,
// `no`, `off`, `0` in any case.
function one(r, x) {
    var t = trim(x);
    switch (r.s) {
    case "text": return x;
    case "integer": return readInt(x, r.lo, r.hi);
    case "double":
        if (!NUMERAL.test(t)) return;
        var d = Number(t);
        return isFinite(d) ? {k: "d", x: d} : undefined;
    case "float":
        if (!NUMERAL.test(t)) return;
        var f = float(t);
        return isFinite(f) ? {k: "d", x: f} : undefined;
    case "decimal":
        var p = exact(t);
        return p ? {k: "m", p: p} : undefined;
    case "boolean":
        t = t.toLowerCase();
        return ["true", "yes", "on", "1"].indexOf(t) >= 0 ? true : ["false", "no", "off", "0"].indexOf(t) >= 0 ? false : undefined;
    case "date": return date(t);
    case "option": return option(r, x);
    }
}

// A number's exact parts: an integer's and a decimal's own, a double's
// through its shortest digits; null for a double no `Decimal` holds.
function decOf(v) {
    return v.k === "i" ? parts(v.b.toString()) : v.k === "m" ? v.p : isFinite(v.x) ? exact(String(v.x)) : null;
}

// Whether `v` lies a whole number of steps from `base`, exactly: all three
// scaled to integers by the smallest power of ten among them.
function onStep(v, base, step) {
    var a = decOf(v), b = decOf(base), c = decOf(step);
    if (!a || !b || !c) return false;
    var e = Math.min(a.e, b.e, c.e);
    function big(p) {
        return p.d === "" ? 0n : BigInt((p.n ? "-" : "") + p.d + "0".repeat(p.e - e));
    }
    var s = big(c);
    return s > 0n && (big(a) - big(b)) % s === 0n;
}

// Whether a value read keeps the row's limits: a number within `min` and
// `max` and on `st` (steps counted from `min`, or from 0), text at most `mc`
// grapheme clusters long. Null (an optional row left blank) always does.
function within(r, v) {
    if (v === null) return true;
    if (isNum(v)) {
        var lo = r.min && cmp(v, r.min), hi = r.max && cmp(v, r.max);
        if ((r.min && (lo === null || lo < 0)) || (r.max && (hi === null || hi > 0))) return false;
        if (r.st && !onStep(v, r.min || {k: "i", b: 0n}, r.st)) return false;
    }
    return !(r.mc !== null && typeof v === "string" && graphemes(v).length > r.mc);
}

// The value the texts `sent` under a row's control name give it: a list row
// (`r.m`) reads every text and refuses them all if it refuses one; any other
// row reads the last, and an optional row (`r.o`) reads blank text as null.
// `undefined` when the row refuses what was sent.
function read(r, sent) {
    var v;
    if (r.m) {
        v = [];
        for (var i = 0; i < sent.length; i++) {
            var item = one(r, sent[i]);
            if (item === undefined) return;
            v.push(item);
        }
    } else {
        var x = sent[sent.length - 1];
        v = one(r, x);
        if (v === undefined && r.o && blank(x)) v = null;
    }
    return v !== undefined && within(r, v) ? v : undefined;
}

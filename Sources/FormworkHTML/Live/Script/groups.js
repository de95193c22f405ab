// Adding, removing and moving the items of repeating groups (`D.g`, see
// FormHTMLLiveGroup.swift).
//
// The page's conditions are kept by identity: the fixed rows and sections in
// `base`, each item's in `g.b` under its `data-formwork-item`, so an item's
// data goes wherever the item goes. After every change each group's items
// are renumbered in document order: `name`s (`jobs[1][title]`), `id`s,
// `for`s, `aria-describedby`s and `data-formwork-row`s in the item, hidden
// rows' `<template>`s included; the keys and control names in its data (an
// item's conditions read its own item's fields, so they follow); a numbered
// legend ("Job 2", "包裹2": the server's title pattern with the item's
// number, see FormHTMLItemTitle), or for items titled by a field that
// field's text, kept as it is typed but for its embeddings, overrides and
// isolates, shown as their code point (`<U+202E>`) as the server writes
// legends (see `MarkupEscaping`); and which buttons the bounds allow. Then
// the data is rebuilt and the conditions applied, so conditions work in a new
// item as in the items the server wrote.
//
// At start the spare items written for a page without script are removed
// (the "Add" button replaces them) and the buttons shown. A group left with
// no item gets the hidden empty `jobs` marker the server writes for one, so
// removing every item posts an empty group. A form's reset restores its
// controls' values, not the items removed or moved.

// `s` as literal text inside a regular expression.
function esc(s) {
    return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

// `s` with its bidirectional embeddings, overrides and isolates
// (U+202A–U+202E, U+2066–U+2069) shown as `<U+202E>`, as the server writes a
// legend, so an item's title cannot reorder the text around it.
function sh(s) {
    return s.replace(/[\u202A-\u202E\u2066-\u2069]/g, function(c) {
        return "<U+" + c.charCodeAt(0).toString(16).toUpperCase() + ">";
    });
}

// The elements under `root` matching `sel`, those in hidden rows' templates
// included.
function all(root, sel) {
    var o = Array.prototype.slice.call(root.querySelectorAll(sel));
    root.querySelectorAll("template[data-formwork-slot]").forEach(function(t) {
        o = o.concat(all(t.content, sel));
    });
    return o;
}

// Calls `f` on `root` (when it is an element) and every element under it,
// into templates' content.
function walk(root, f) {
    if (root.nodeType === 1) f(root);
    root.querySelectorAll("*").forEach(function(e) {
        f(e);
        if (e.tagName === "TEMPLATE") walk(e.content, f);
    });
}

// What stands in the page for the element `el`: its template while `el` is a
// hidden wrapper, otherwise `el` itself; what is moved or removed with it.
function nodeOf(el) {
    var e = slots.find(function(x) {
        return x.w === el;
    });
    return e && isOut(e) ? e.a : el;
}

// The items of group `g` in document order, hidden ones (waiting in their
// templates) included.
function items(g) {
    return Array.prototype.slice.call(g.el.children).map(function(c) {
        return c.tagName === "TEMPLATE" && c.hasAttribute("data-formwork-slot") ? c.content.firstElementChild : c;
    }).filter(function(c) {
        return c && c.hasAttribute("data-formwork-item");
    });
}

// The groups found in the page, each with its bounds and editing
// permissions, its title pattern (`ti`) and item template (`t`), its
// element, the items' data by item id (`b`), and the expressions that find
// an item's index in names (`reN`), row keys (`reK`), ids and `for`s
// (`reI`), the item's data (`reJ`) and a numbered legend (`reL`); the index
// is a number, or `__i__` in an item made from the template.
var G = (D.g || []).map(function(d) {
    var el = all(form, "fieldset[data-formwork-group]").find(function(e) {
        return e.getAttribute("data-formwork-group") === d[0];
    });
    return {k: d[0], p: d[1], min: d[4], max: d[5], add: d[6], del: d[7], mv: d[8], ti: d[9] === null ? null : sh(d[9]), t: d[10], tf: d[11], el: el, b: new Map(),
        reN: new RegExp("^(" + esc(d[1]) + ")\\[(?:\\d+|__i__)\\]"), reK: new RegExp("^(" + esc(d[0]) + ")\\[(?:\\d+|__i__)\\]"),
        reI: new RegExp("(^|\\s)(" + esc(d[2]) + ")\\[(?:\\d+|__i__)\\]", "g"), reJ: new RegExp("\"(" + esc(d[0]) + "|" + esc(d[1]) + ")\\[(?:\\d+|__i__)\\]", "g"),
        reL: d[9] === null ? null : new RegExp("^" + esc(sh(d[9])).split("__n__").join("(?:\\d+|__n__)") + "$")};
}).filter(function(g) {
    return g.el;
});

// Moves each item's sections, rows and fields out of `base` into its group's
// `b`, under the item's id, and removes the spare items.
G.forEach(function(g) {
    items(g).forEach(function(it) {
        var id = it.getAttribute("data-formwork-item"), b = {s: [], r: [], v: []}, keys = new Set();
        function inItem(s) {
            return s === id || s.indexOf(id + ".") === 0;
        }
        base.s = base.s.filter(function(s) {
            return inItem(s[0]) ? (b.s.push(s), false) : true;
        });
        base.r = base.r.filter(function(r) {
            return inItem(r[1]) ? (b.r.push(r), keys.add(r[0]), false) : true;
        });
        base.v = base.v.filter(function(f) {
            return keys.has(f[0]) ? (b.v.push(f), false) : true;
        });
        if (it.hasAttribute("data-formwork-spare")) nodeOf(it).remove();
        else g.b.set(id, b);
    });
});

// Renumbers the items of group `g` in document order (names, row keys, ids,
// `for`s, `aria-describedby`s, legends and the item's data), sets which
// buttons the bounds allow, and adds or removes the empty group's marker.
function renumber(g) {
    var its = items(g);
    its.forEach(function(it, n) {
        var id = it.getAttribute("data-formwork-item");
        walk(it, function(e) {
            var v = e.getAttribute("name");
            if (v !== null) e.setAttribute("name", v.replace(g.reN, "$1[" + n + "]"));
            v = e.getAttribute("data-formwork-row");
            if (v !== null) e.setAttribute("data-formwork-row", v.replace(g.reK, "$1[" + n + "]"));
            ["id", "for", "aria-describedby"].forEach(function(a) {
                var v = e.getAttribute(a);
                if (v !== null) e.setAttribute(a, v.replace(g.reI, "$1$2[" + n + "]"));
            });
        });
        var lg = it.querySelector(":scope>legend");
        if (g.tf) retitle(g, it, n);
        else if (lg && g.reL && g.reL.test(lg.textContent)) lg.textContent = numbered(g, n);
        var b = g.b.get(id);
        if (b) g.b.set(id, JSON.parse(JSON.stringify(b).replace(g.reJ, "\"$1[" + n + "]")));
        var bar = it.querySelector(":scope>.formwork-item-actions");
        if (bar) {
            bar.hidden = false;
            bar.querySelectorAll("button").forEach(function(x) {
                var a = x.getAttribute("data-formwork-action");
                x.disabled = a === "remove" ? its.length <= g.min : a === "up" ? n === 0 : n === its.length - 1;
            });
        }
    });
    var add = g.el.querySelector(":scope>button[data-formwork-action=add]");
    if (add) {
        add.hidden = false;
        add.disabled = its.length >= g.max;
    }
    var mark = g.el.querySelector(":scope>input[data-formwork-empty]");
    if (!its.length && !mark && (g.add || g.del)) {
        mark = document.createElement("input");
        mark.type = "hidden";
        mark.name = g.p;
        mark.value = "";
        mark.setAttribute("data-formwork-empty", "");
        g.el.insertBefore(mark, g.el.querySelector(":scope>template[data-formwork-item-template]") || add);
    }
    else if (its.length && mark) mark.remove();
}

// Titles item `it` (the `n`th) by its title field's text as typed, its
// bidirectional controls shown; blank text gives the numbered title, or
// leaves the legend as it is when titles are not numbered.
function retitle(g, it, n) {
    var lg = it.querySelector(":scope>legend"), c = null;
    if (!lg) return;
    it.querySelectorAll("input,textarea").forEach(function(e) {
        if (e.getAttribute("name") === g.p + "[" + n + "][" + g.tf + "]") c = e;
    });
    var v = c ? c.value : "";
    lg.textContent = /\S/.test(v) ? sh(v) : g.ti === null ? lg.textContent : numbered(g, n);
}

// The numbered title of the `n`th item (from 0): the pattern with `n + 1`.
function numbered(g, n) {
    return g.ti.split("__n__").join(String(n + 1));
}

// Typing in an item titled by a field retitles it.
form.addEventListener("input", function(ev) {
    var it = ev.target.closest ? ev.target.closest("[data-formwork-item]") : null;
    if (!it) return;
    var ge = it.closest("[data-formwork-group]"), g = G.find(function(y) {
        return y.el === ge;
    });
    if (g && g.tf) retitle(g, it, items(g).indexOf(it));
});

// The count of items added on this page, for the ids of new items (`n1`,
// `n2`…), which never meet an id the server wrote.
var fresh = 0;

// The first control a person fills in item `it`.
function first(it) {
    return it.querySelector("input:not([type=hidden]),select,textarea");
}

// Adds a blank item from the group's `<template>`, after the group's items,
// with its data under a new id, and moves the focus into it.
function addItem(g) {
    var tp = g.el.querySelector(":scope>template[data-formwork-item-template]");
    if (!tp || !g.t || items(g).length >= g.max) return;
    var n = "n" + (++fresh), frag = document.importNode(tp.content, true), it = frag.firstElementChild;
    walk(frag, function(e) {
        ["data-formwork-section", "data-formwork-item"].forEach(function(a) {
            var v = e.getAttribute(a);
            if (v !== null) e.setAttribute(a, v.split("__id__").join(n));
        });
    });
    g.b.set(g.k + "#" + n, JSON.parse(JSON.stringify(g.t).split("__id__").join(n)));
    g.el.insertBefore(frag, tp);
    changed();
    var c = first(it);
    if (c) c.focus();
}

// Removes item `it` and its data, unless the group is at its minimum, and
// moves the focus to the "Add" button.
function removeItem(g, it) {
    if (items(g).length <= g.min) return;
    var id = it.getAttribute("data-formwork-item");
    nodeOf(it).remove();
    g.b.delete(id);
    changed();
    var add = g.el.querySelector(":scope>button[data-formwork-action=add]");
    if (add && !add.disabled) add.focus();
}

// Swaps item `it` with its neighbour before (`d` = -1) or after (1), keeping
// the focus on the button pressed while it can still be pressed.
function moveItem(g, it, d, button) {
    var its = items(g), j = its.indexOf(it) + d;
    if (j < 0 || j >= its.length) return;
    var a = nodeOf(it), b = nodeOf(its[j]);
    if (d < 0) g.el.insertBefore(a, b);
    else g.el.insertBefore(b, a);
    changed();
    if (!button.disabled) button.focus();
}

// The buttons of the groups: "Add", and each item's "Remove", "Move up" and
// "Move down", as the group's editing allows.
form.addEventListener("click", function(ev) {
    var x = ev.target.closest ? ev.target.closest("button[data-formwork-action]") : null;
    if (!x || x.disabled) return;
    var ge = x.closest("[data-formwork-group]"), g = G.find(function(y) {
        return y.el === ge;
    }), a = x.getAttribute("data-formwork-action"), it = x.closest("[data-formwork-item]");
    if (!g) return;
    if (a === "add") {
        if (g.add) addItem(g);
        return;
    }
    if (!it) return;
    if (a === "remove" && g.del) removeItem(g, it);
    else if ((a === "up" || a === "down") && g.mv) moveItem(g, it, a === "up" ? -1 : 1, x);
});

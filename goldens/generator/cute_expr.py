"""The layout expression language (docs/EXPRESSIONS.md) translated to CuTe C++.

`parse(text)` gives a syntax tree; `translate(text)` gives the body of a C++ function that
evaluates the expression with CuTe and prints the result the way the golden files record it.

Syntax tree nodes (tuples):
  ('sint', n)            _n, a static integer          -> Int<n>{}
  ('dint', n)            n, a dynamic integer          -> golden::D(n), a run-time int
  ('under',)             _ (and its alias X)           -> Underscore{}
  ('tuple', [items])     (a,b,...)                     -> make_tuple(...)
  ('layout', s, d)       S:D                           -> make_layout(S, D)
  ('smem', bits)         smem_ptr[16b](unset)          -> smem_ptr_flag_bits<16>{}
  ('name', text)         a CuTe type name, verbatim    -> text{} (Sw<B,M,S> -> Swizzle<B,M,S>{})
  ('chain', [parts])     A o O o B, N o L, N o A o O o B
  ('call', name, [args]) name(args)                    -> the op's rule in OPS
"""

import re

_NAME = re.compile(r"[A-Za-z][A-Za-z0-9_]*(?:::[A-Za-z_][A-Za-z0-9_]*)*")


class ExprError(Exception):
    pass


def tokenize(s):
    toks = []
    i, n = 0, len(s)
    while i < n:
        c = s[i]
        if c.isspace():
            i += 1
        elif c in "(),:":
            toks.append((c, c))
            i += 1
        elif s.startswith("smem_ptr[", i):
            m = re.compile(r"smem_ptr\[(\d+)b\]\(unset\)").match(s, i)
            if not m:
                raise ExprError("bad smem_ptr offset at %d" % i)
            toks.append(("smem", int(m.group(1))))
            i = m.end()
        elif c == "_":
            m = re.compile(r"_(-?\d+)").match(s, i)
            if m:
                toks.append(("sint", int(m.group(1))))
                i = m.end()
            else:
                toks.append(("under", "_"))
                i += 1
        elif c.isdigit() or (c == "-" and i + 1 < n and s[i + 1].isdigit()):
            m = re.compile(r"-?\d+").match(s, i)
            toks.append(("dint", int(m.group(0))))
            i = m.end()
        elif c.isalpha():
            m = _NAME.match(s, i)
            j = m.end()
            if j < n and s[j] == "<":  # template arguments, kept verbatim
                depth = 0
                while j < n:
                    if s[j] == "<":
                        depth += 1
                    elif s[j] == ">":
                        depth -= 1
                        if depth == 0:
                            j += 1
                            break
                    j += 1
                if depth:
                    raise ExprError("unbalanced <> at %d" % i)
            word = s[i:j]
            if word == "o":
                toks.append(("o", "o"))
            elif word == "X":
                toks.append(("under", "X"))
            else:
                toks.append(("name", word))
            i = j
        else:
            raise ExprError("unexpected character %r at %d" % (c, i))
    return toks


class _Parser:
    def __init__(self, text):
        self.toks = tokenize(text)
        self.i = 0

    def peek(self):
        return self.toks[self.i][0] if self.i < len(self.toks) else None

    def take(self, kind=None):
        if self.i >= len(self.toks):
            raise ExprError("unexpected end")
        t = self.toks[self.i]
        if kind and t[0] != kind:
            raise ExprError("expected %r, got %r" % (kind, t))
        self.i += 1
        return t

    def chain(self):
        parts = [self.layoutish()]
        while self.peek() == "o":
            self.take()
            parts.append(self.layoutish())
        return parts[0] if len(parts) == 1 else ("chain", parts)

    def layoutish(self):
        p = self.primary()
        if self.peek() == ":":
            self.take()
            return ("layout", p, self.primary())
        return p

    def primary(self):
        k, v = self.take()
        if k in ("sint", "dint", "smem"):
            return (k, v)
        if k == "under":
            return ("under",)
        if k == "(":
            items = []
            if self.peek() != ")":
                items.append(self.chain())
                while self.peek() == ",":
                    self.take()
                    items.append(self.chain())
            self.take(")")
            return ("tuple", items)
        if k == "name":
            if self.peek() == "(":
                self.take()
                args = []
                if self.peek() != ")":
                    args.append(self.chain())
                    while self.peek() == ",":
                        self.take()
                        args.append(self.chain())
                self.take(")")
                return ("call", v, args)
            return ("name", v)
        raise ExprError("unexpected token %r" % (v,))


def parse(text):
    p = _Parser(text)
    node = p.chain()
    if p.i != len(p.toks):
        raise ExprError("trailing tokens after %d of %d" % (p.i, len(p.toks)))
    return node


# ---------------------------------------------------------------------------------------------
# Values

_SW = re.compile(r"Sw<(-?\d+),(-?\d+),(-?\d+)>$")


def cv(node):
    """C++ expression for a value node (or a call, through its rule)."""
    k = node[0]
    if k == "sint":
        return "Int<%d>{}" % node[1]
    if k == "dint":
        return "golden::D(%d)" % node[1]
    if k == "under":
        return "Underscore{}"
    if k == "tuple":
        return "make_tuple(%s)" % ", ".join(cv(x) for x in node[1])
    if k == "layout":
        return "make_layout(%s, %s)" % (cv(node[1]), cv(node[2]))
    if k == "smem":
        return "smem_ptr_flag_bits<%d>{}" % node[1]
    if k == "name":
        m = _SW.match(node[1])
        if m:
            return "Swizzle<%s,%s,%s>{}" % m.groups()
        return "%s{}" % node[1]
    if k == "chain":
        parts = node[1]
        if len(parts) == 2:  # N o L: a counting tensor
            return "golden::counting(%s, %s)" % (cv(parts[0]), cv(parts[1]))
        if len(parts) == 3:  # A o O o B: a composed layout
            return "make_composed_layout(%s, %s, %s)" % tuple(cv(p) for p in parts)
        if len(parts) == 4:  # N o A o O o B: a counting tensor over a composed layout
            return "golden::counting(%s, make_composed_layout(%s, %s, %s))" % tuple(
                cv(p) for p in parts)
        raise ExprError("a chain of %d parts" % len(parts))
    if k == "call":
        name, args = node[1], node[2]
        rule = OPS.get(name)
        if rule is None:
            raise ExprError("no translation rule for %r" % name)
        return rule(args)
    raise ExprError("unknown node %r" % (node,))


def lit(node):
    """A template-argument integer: `1` or `_1` both give `1`."""
    if node[0] in ("sint", "dint"):
        return str(node[1])
    raise ExprError("expected an integer literal, got %r" % (node,))


def type_name(node):
    if node[0] != "name":
        raise ExprError("expected a type name, got %r" % (node,))
    return node[1]


# ---------------------------------------------------------------------------------------------
# Rules: op name -> function(args) -> C++ expression. An op not listed here is the CuTe
# function of the same name called with every argument as a value.

def _plain(name):
    return lambda args: "%s(%s)" % (name, ", ".join(cv(a) for a in args))


def _templated(name, nargs_value=1):
    """`op(x, i, j...)` -> `op<i,j...>(x)` (template integers trail in the expression)."""
    def rule(args):
        vals, ints = args[:nargs_value], args[nargs_value:]
        return "%s<%s>(%s)" % (name, ",".join(lit(i) for i in ints),
                               ", ".join(cv(v) for v in vals))
    return rule


def _eval(args):
    return "(%s)(%s)" % (cv(args[0]), ", ".join(cv(a) for a in args[1:]))


def _select(args):
    idx = args[1]
    items = idx[1] if idx[0] == "tuple" else [idx]
    return "select<%s>(%s)" % (",".join(lit(i) for i in items), cv(args[0]))


def _recast(args):
    return "recast_layout<uint_bit_t<%s>, uint_bit_t<%s>>(%s)" % (lit(args[1]), lit(args[2]),
                                                                    cv(args[0]))


def _member_call(member):
    return lambda args: "(%s).%s()" % (cv(args[0]), member)


_COPY_OP = re.compile(r"LDSM|STSM|CP_ASYNC|Copy|TMA|LDS|STS")


def _member_type(member):
    """`M(v)`: the member type M of v, default-constructed.  v is an MMA or copy operation
    (its traits' member), an atom (`MMA_Atom<..>`, `Copy_Atom<..>`), or an object (a tiled
    MMA or copy, through decltype)."""
    def rule(args):
        a = args[0]
        if a[0] == "name":
            t = a[1]
            if t.startswith("MMA_Atom<") or t.startswith("Copy_Atom<"):
                return "typename %s::%s{}" % (t, member)
            if _COPY_OP.search(t):
                return "typename Copy_Traits<%s>::%s{}" % (t, member)
            return "typename MMA_Traits<%s>::%s{}" % (t, member)
        return "typename decltype(%s)::%s{}" % (cv(a), member)
    return rule


def _tensor_first(name):
    def rule(args):
        return "%s(%s)" % (name, ", ".join(
            ["golden::as_tensor(%s)" % cv(args[0])] + [cv(a) for a in args[1:]]))
    return rule


OPS = {
    "eval": _eval,
    "get": _templated("get"),
    "upcast": _templated("upcast"),
    "downcast": _templated("downcast"),
    "take": _templated("take"),
    "group": _templated("group"),
    "tile_size": _templated("tile_size"),
    "select": _select,
    "recast_layout": _recast,
    # members of TiledMMA / TiledCopy
    "get_layoutA_TV": _member_call("get_layoutA_TV"),
    "get_layoutB_TV": _member_call("get_layoutB_TV"),
    "get_layoutC_TV": _member_call("get_layoutC_TV"),
    "get_layoutS_TV": _member_call("get_layoutS_TV"),
    "get_layoutD_TV": _member_call("get_layoutD_TV"),
    "get_thr_layout_vmnk": _member_call("get_thr_layout_vmnk"),
    # member types of traits, atoms, tiled copies
    "ThrID": _member_type("ThrID"),
    "Shape_MNK": _member_type("Shape_MNK"),
    "ALayout": _member_type("ALayout"),
    "BLayout": _member_type("BLayout"),
    "CLayout": _member_type("CLayout"),
    "SrcLayout": _member_type("SrcLayout"),
    "DstLayout": _member_type("DstLayout"),
    "RefLayout": _member_type("RefLayout"),
    "ValLayoutSrc": _member_type("ValLayoutSrc"),
    "ValLayoutDst": _member_type("ValLayoutDst"),
    "ValLayoutRef": _member_type("ValLayoutRef"),
    "Tiler_MN": _member_type("Tiler_MN"),
    "TiledLayout_TV": _member_type("TiledLayout_TV"),
    # tensor tiling: the first argument is a counting tensor (a layout L stands for 0 o L)
    "local_tile": _tensor_first("local_tile"),
    "local_partition": _tensor_first("local_partition"),
    "inner_partition": _tensor_first("inner_partition"),
    "outer_partition": _tensor_first("outer_partition"),
}


class _Default(dict):
    def get(self, k, d=None):
        if k in self:
            return self[k]
        if re.match(r"[a-z_][A-Za-z0-9_]*$", k):
            return _plain(k)
        return d


OPS = _Default(OPS)


def translate(text):
    """The statements of one case: evaluate the expression and print the result."""
    node = parse(text)
    if node[0] == "call" and node[1] == "print_layout":
        if len(node[2]) != 1:
            raise ExprError("print_layout takes one argument")
        return "print_layout(%s);" % cv(node[2][0])
    return "auto&& r = %s;\n  golden::P(r);" % cv(node)


if __name__ == "__main__":
    import sys
    for line in sys.argv[1:]:
        print(translate(line))

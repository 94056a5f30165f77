//! Swizzles and composed layouts in the runtime layer: laws the goldens only sample (slicing
//! drops a constant offset and nothing else, every swizzle is an involution recoverable from
//! its masks, printed forms read back), CuTe's `print_layout` tables checked cell by cell
//! against evaluation, and the errors for what CuTe computes wrongly or cannot express.

use layout_core::runtime::{evaluate, parse_value, IntTuple, Swizzle, Value};
use std::path::PathBuf;

fn show(e: &str) -> String {
    match evaluate(e) {
        Ok(v) => v.to_string(),
        Err(err) => format!("error: {err}"),
    }
}

fn int(e: &str) -> i64 {
    match evaluate(e) {
        Ok(Value::Int(i)) => i.value,
        other => panic!("{e}: expected an integer, got {other:?}"),
    }
}

/// Replaces the `_` of `crd`, in order, by the parts of `fill`.
fn merge(crd: &Value, fill: &mut std::slice::Iter<'_, IntTuple>) -> String {
    match crd {
        Value::Underscore => fill.next().expect("enough parts").to_string(),
        Value::Tuple(items) => {
            let parts: Vec<String> = items.iter().map(|c| merge(c, fill)).collect();
            format!("({})", parts.join(","))
        }
        other => other.to_string(),
    }
}

/// `slice(crd, C)` is `C` at the coordinates that agree with `crd`, less a constant:
/// `R(c') - R(0) == C(crd <- c') - C(crd <- 0)` for every coordinate `c'` of the result.
/// Returns `false` (checking nothing) when the slice is refused because the offsets carry into
/// the sliced layout's bits, which CuTe's bitwise slicing gets wrong.
fn check_slice(crd: &str, c: &str) -> bool {
    let r = show(&format!("slice({crd},{c})"));
    if r.starts_with("error") {
        assert!(
            r.contains("must add without carries"),
            "slice({crd},{c}): {r}"
        );
        return false;
    }
    let crd_v = parse_value(crd).unwrap();
    let size = int(&format!("size({r})"));
    // Coordinates of the result: those of the sliced inner layout (the result is compatible
    // with it), as 1-D indices.
    let inner = c.rsplit(" o ").next().unwrap();
    let shape = show(&format!("shape(slice({crd},{inner}))"));
    let at = |i: i64| -> (i64, i64) {
        let sub = match evaluate(&format!("idx2crd({i},{shape})")).unwrap() {
            Value::Tuple(t) => t
                .iter()
                .map(|v| v.to_int_tuple().unwrap())
                .collect::<Vec<_>>(),
            v => vec![v.to_int_tuple().unwrap()],
        };
        let full = merge(&crd_v, &mut sub.iter());
        (
            int(&format!("eval({r},{i})")),
            int(&format!("eval({c},{full})")),
        )
    };
    let (r0, c0) = at(0);
    for i in 0..size {
        let (ri, ci) = at(i);
        assert_eq!(ri - r0, ci - c0, "slice({crd},{c}) = {r} at {i}");
    }
    true
}

#[test]
fn slicing_drops_only_a_constant_offset() {
    // Golden cases (decayed to plain layouts, kept swizzled, flagged offsets) ...
    for (crd, c) in [
        ("(1,_,_)", "Sw<3,3,3> o _0 o (_8,_64,_3):(_64,_1,_512)"),
        ("(_,13)", "Sw<1,3,2> o _0 o (_8,_16):(_16,_1)"),
        ("(_,_3,_)", "Sw<2,3,3> o _0 o (_8,_32,_4):(_32,_1,_256)"),
        ("(_6,_)", "Sw<3,0,4> o _0 o (_8,_32):(_32,_1)"),
        (
            "(2,_)",
            "Sw<2,4,3> o smem_ptr[32b](unset) o (_8,_16):(_16,_1)",
        ),
        ("(_,1,_,_)", "Sw<2,0,2> o _0 o (_2,_2,_2,_2):(_1,_2,_4,_8)"),
    ] {
        assert!(check_slice(crd, c), "slice({crd},{c})");
    }
    // ... and a grid of swizzles, offsets and run-time/static indices on an 8x64 tile.
    let mut checked = 0;
    for (b, m, s) in [(1, 0, 1), (2, 1, 3), (3, 3, 3), (2, 2, -4), (3, 0, 4)] {
        for off in ["_0", "_8", "40", "_512", "1536", "M_0|(64&448)=64"] {
            for crd in [
                "(3,_)",
                "(_3,_)",
                "(_,5)",
                "(_,_5)",
                "(_,(2,_))",
                "((_1,_),_)",
            ] {
                let layout = if crd.contains("((") {
                    "((_2,_4),(_8,_8)):((_256,_64),(_1,_8))"
                } else if crd.contains(",(") {
                    "(_8,(_8,_8)):(_8,(_1,_64))"
                } else {
                    "(_8,_64):(_64,_1)"
                };
                if check_slice(crd, &format!("Sw<{b},{m},{s}> o {off} o {layout}")) {
                    checked += 1;
                }
            }
        }
    }
    assert!(checked >= 80, "only {checked} slices checked");
    // A run-time index on a Z bit while the sliced layout reaches a Y bit and its Z bit: the
    // swizzle stays, the offset's bit 1 known only at run time.
    assert_eq!(
        show("slice((_,1,_,_),Sw<2,0,2> o _0 o (_2,_2,_2,_2):(_1,_2,_4,_8))"),
        "Sw<2,0,2> o M_0|(2&2)=2 o (_2,_2,_2):(_1,_4,_8)"
    );
    assert_eq!(
        show("slice((_,_1,_,_),Sw<2,0,2> o _0 o (_2,_2,_2,_2):(_1,_2,_4,_8))"),
        "Sw<2,0,2> o _2 o (_2,_2,_2):(_1,_4,_8)"
    );
    // The offset _8 carries into bit 4 (a Y bit of Sw<2,1,3>) when the sliced rows add 8: CuTe
    // would return ((_2,_2,_2),_8):((_8,14,36),_64), whose step from row 0 to row 1 is 8
    // where the composed layout steps from 10 to Sw(18) = 16.
    assert_eq!(
        show("slice((_,(2,_)),Sw<2,1,3> o _8 o (_8,(_8,_8)):(_8,(_1,_64)))"),
        "error: slice: the offset 10 of slicing Sw<2,1,3> o _8 o (_8,(_8,_8)):(_8,(_1,_64)) at (_,(2,_)) (parts [8, 2]) and the indices of the sliced layout (_8,_8):(_8,_64) (bits 504) must add without carries, as CuTe combines them with xor"
    );
}

#[test]
fn swizzles_are_involutions_recovered_from_their_masks() {
    for b in 0..=3 {
        for m in 0..=4 {
            for s in -5..=5i64 {
                let Ok(sw) = Swizzle::new(b, m, s) else {
                    assert!(s.abs() < b, "Sw<{b},{m},{s}> must be valid");
                    continue;
                };
                for x in 0..1 << 12 {
                    assert_eq!(sw.apply(sw.apply(x)), x, "{sw} at {x}");
                }
                if b > 0 {
                    let back = Swizzle::from_masks(sw.yyy_mask(), sw.zzz_mask()).unwrap();
                    assert_eq!(back, sw);
                }
            }
        }
    }
}

#[test]
fn printed_forms_read_back() {
    for text in [
        "Sw<3,3,3> o _0 o (_8,(_8,_8)):(_8,(_1,_64))",
        "Sw<1,2,-2> o 40 o ((_8,_8),_8):((_64,_8),_1)",
        "Sw<3,4,3> o smem_ptr[16b](unset) o (_8,_64):(_64,_1)",
        "Sw<3,3,3> o M_8|(64&448)=72 o (_8,_64):(_64,_1)",
        "Sw<0,4,3> o _0 o _8:_1",
    ] {
        assert_eq!(show(text), text);
        assert_eq!(show(&text.replace(" o ", "  o  ")), text);
    }
    assert_eq!(
        show("GMMA::Layout_MN_SW64_Atom<half_t>"),
        "Sw<2,4,3> o smem_ptr[16b](unset) o (_32,_8):(_1,_32)"
    );
}

#[test]
fn malformed_text_is_an_error_with_its_position() {
    for (text, want) in [
        ("Sw<3,3,2>", "error: parse: at 0: Swizzle: |S| >= B is required, got Sw<3,3,2>"),
        ("Sw<3,3>", "error: parse: at 6: expected ',' in Sw<B,M,S>, found '>'"),
        ("Sw<3,3,3> o _0", "error: parse: at 14: expected ` o ` and the layout of `A o O o B`, found end of input"),
        ("Sw<3,3,3> o (1,2) o _8:_1", "error: parse: at 12: the offset of `A o O o B` must be an integer, `smem_ptr[Nb](unset)` or `M_S|(D&F)=V`"),
        ("_8:_1 o _0 o _8:_1", "error: parse: at 6: the left part of `A o O o B` must be a swizzle Sw<B,M,S>, got _8:_1"),
        ("Sw<1,0,1> o M_1|(3&1)=3 o _8:_1", "error: parse: at 12: mixed bits need 32-bit S, D, F with F non-zero, S & F == 0 and D inside F"),
        ("Sw<1,0,1> o M_0|(1&1)=0 o _8:_1", "error: parse: at 12: mixed bits 0|(1&1) have the value 1, not 0"),
        ("GMMA::Layout_K_SW16_Atom<half_t>", "error: parse: at 0: GMMA layout atom: unknown atom kind `SW16` (expected INTER, SW32, SW64 or SW128)"),
        ("GMMA::Layout_K_SW32_Atom<quad_t>", "error: parse: at 0: GMMA layout atom: unknown element type `quad_t`"),
    ] {
        assert_eq!(show(text), want, "{text}");
    }
}

#[test]
fn what_cute_computes_wrongly_or_cannot_express_is_an_error() {
    // CuTe's composition(Layout, Swizzle) returns Sw' o L, which is L o Sw only for layouts that
    // act bitwise. (_3,_8):(_8,_1) mixes bits (3 is not a power of two): CuTe's Sw<1,3,1> o L
    // gives 1 at index 3 where L(Sw(3)) = L(2) = 16.
    assert_eq!(
        show("composition((_3,_8):(_8,_1),Sw<1,0,1>)"),
        "error: composition: (_3,_8):(_8,_1) o Sw<1,0,1> is not a swizzled layout: mode extent 3 is not a power of two, so (_3,_8):(_8,_1) is not bitwise linear"
    );
    // Stride 3 overlaps the bits of strides 1 and 2: CuTe's Sw<1,0,1> o L gives 5 at index 6
    // where L(Sw(6)) = L(7) = 6.
    assert_eq!(
        show("composition((_2,_2,_2):(_1,_2,_3),Sw<1,0,1>)"),
        "error: composition: (_2,_2,_2):(_1,_2,_3) o Sw<1,0,1> is not a swizzled layout: (_2,_2,_2):(_1,_2,_3) maps bit 2 to 3, which overlaps the images of lower bits"
    );
    // A bitwise layout that is fine: the result is the composed function.
    let c = "composition((_16,_4):(_4,_1),Sw<1,2,1>)";
    assert_eq!(show(c), "Sw<1,4,1> o _0 o (_16,_4):(_4,_1)");
    for i in 0..64 {
        let sw = Swizzle::new(1, 2, 1).unwrap().apply(i);
        assert_eq!(
            int(&format!("eval({c},{i})")),
            int(&format!("eval((_16,_4):(_4,_1),{sw})"))
        );
    }
    // Sw<1,1,4> does not act below 6 and Sw' does not act on what L reaches: L itself.
    let c = "composition((_3,_2):(_1,_3),Sw<1,1,4>)";
    assert_eq!(show(c), "Sw<1,1,4> o _0 o (_3,_2):(_1,_3)");
    for i in 0..6 {
        assert_eq!(int(&format!("eval({c},{i})")), i);
    }
    assert_eq!(
        show("composition(_64:_1,Sw<1,2,1> o _8 o _64:_1)"),
        "error: composition: a composed layout on the right needs a static zero offset, got Sw<1,2,1> o _8 o _64:_1"
    );
    assert_eq!(
        show("stride(Sw<1,2,1> o _0 o _64:_1)"),
        "error: stride: a composed layout has no strides (CuTe deletes `stride` of Sw<1,2,1> o _0 o _64:_1)"
    );
    assert!(show("right_inverse(Sw<1,2,1> o _8 o _64:_1)")
        .starts_with("error: right_inverse: the inverse of"));
    assert_eq!(show("complement(Sw<1,2,1> o _0 o _16:_2)"), "_2:_1");
}

/// Every golden `print_layout` table of a composed layout, cell by cell against `eval`.
#[test]
fn golden_print_layout_tables_agree_with_evaluation() {
    let file = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../goldens/oracle-cpp-kernel/print_layout-swizzle.jsonl");
    let text = std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
    let mut tables = 0;
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        let expr = field(line, "expr");
        let Some(want) = field_opt(line, "expect") else {
            continue;
        };
        let layout = &expr["print_layout(".len()..expr.len() - 1];
        for (m, row) in want.lines().filter(|l| l.contains('|')).enumerate() {
            let cells: Vec<i64> = row
                .split('|')
                .skip(1)
                .filter(|c| !c.trim().is_empty())
                .map(|c| c.trim().parse().unwrap())
                .collect();
            for (n, v) in cells.iter().enumerate() {
                assert_eq!(
                    int(&format!("eval({layout},({m},{n}))")),
                    *v,
                    "{layout} at ({m},{n})"
                );
            }
        }
        assert_eq!(show(&expr), want);
        tables += 1;
    }
    assert!(tables > 0);
}

fn field_opt(line: &str, key: &str) -> Option<String> {
    let start = line.find(&format!("\"{key}\": \""))? + key.len() + 5;
    let mut out = String::new();
    let mut chars = line[start..].chars();
    while let Some(c) = chars.next() {
        match c {
            '"' => return Some(out),
            '\\' => match chars.next()? {
                'n' => out.push('\n'),
                other => out.push(other),
            },
            c => out.push(c),
        }
    }
    None
}

fn field(line: &str, key: &str) -> String {
    field_opt(line, key).unwrap_or_else(|| panic!("no {key} in {line}"))
}

mod laws {
    //! Random swizzles and power-of-two layouts: whenever an operation succeeds, its result is
    //! the function CuTe's contract names; nothing panics.
    use super::{int, show};
    use layout_core::runtime::Swizzle;
    use proptest::prelude::*;

    /// A static layout of 2 or 3 power-of-two modes whose strides are a permutation of the
    /// compact ones (a bijection onto [0, size)).
    fn layout() -> impl Strategy<Value = String> {
        (prop::collection::vec(0u32..4, 2..=3), any::<u64>()).prop_map(|(logs, seed)| {
            let n = logs.len();
            let mut order: Vec<usize> = (0..n).collect();
            let mut s = seed;
            for i in (1..n).rev() {
                order.swap(i, (s % (i as u64 + 1)) as usize);
                s /= 7;
            }
            let mut strides = vec![0i64; n];
            let mut acc = 1i64;
            for &k in &order {
                strides[k] = acc;
                acc <<= logs[k];
            }
            let shape: Vec<String> = logs.iter().map(|l| format!("_{}", 1 << l)).collect();
            let stride: Vec<String> = strides.iter().map(|d| format!("_{d}")).collect();
            format!("({}):({})", shape.join(","), stride.join(","))
        })
    }

    fn swizzle() -> impl Strategy<Value = (i64, i64, i64)> {
        (0i64..=3, 0i64..=3, -5i64..=5)
    }

    /// A valid swizzle: `|S| >= B`, `B >= 1`.
    fn valid_swizzle() -> impl Strategy<Value = (i64, i64, i64)> {
        (1i64..=3, 0i64..=3, 0i64..=5, any::<bool>()).prop_map(|(b, m, extra, neg)| {
            let s = (b + extra).min(5).max(b);
            (b, m, if neg { -s } else { s })
        })
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

        #[test]
        fn swizzle_then_layout((b, m, s) in swizzle(), l in layout()) {
            let c = format!("composition(Sw<{b},{m},{s}>,{l})");
            let r = show(&c);
            let Ok(sw) = Swizzle::new(b, m, s) else {
                prop_assert!(r.starts_with("error"), "{c} = {r}");
                return Ok(());
            };
            let size = int(&format!("size({l})"));
            for i in 0..size {
                prop_assert_eq!(int(&format!("eval({r},{i})")), sw.apply(int(&format!("eval({l},{i})"))), "{} at {}", c, i);
            }
        }

        #[test]
        fn layout_then_swizzle((b, m, s) in swizzle(), l in layout()) {
            let c = format!("composition({l},Sw<{b},{m},{s}>)");
            let r = show(&c);
            let (Ok(sw), false) = (Swizzle::new(b, m, s), r.starts_with("error")) else {
                return Ok(());
            };
            let size = int(&format!("size({l})"));
            for i in 0..size {
                prop_assert_eq!(int(&format!("eval({r},{i})")), int(&format!("eval({l},{})", sw.apply(i))), "{} = {} at {}", c, r, i);
            }
        }

        #[test]
        fn composed_then_tiler((b, m, s) in valid_swizzle(), l in layout(), t in layout(), off in 0i64..64) {
            let c = format!("Sw<{b},{m},{s}> o {off} o {l}");
            for op in ["composition", "logical_divide", "zipped_divide", "logical_product", "blocked_product"] {
                let r = show(&format!("{op}({c},{t})"));
                if r.starts_with("error") {
                    continue;
                }
                // The inner layout carries the operation; the swizzle and offset stay.
                let inner = show(&format!("{op}({l},{t})"));
                let size = int(&format!("size({inner})"));
                for i in 0..size.min(256) {
                    let want = Swizzle::new(b, m, s).unwrap().apply(off + int(&format!("eval({inner},{i})")));
                    prop_assert_eq!(int(&format!("eval({r},{i})")), want, "{}({},{}) = {} at {}", op, c, t, r, i);
                }
            }
        }

        #[test]
        fn inverses((b, m, s) in valid_swizzle(), l in layout()) {
            let c = format!("Sw<{b},{m},{s}> o _0 o {l}");
            let size = int(&format!("size({l})"));
            let r = show(&format!("right_inverse({c})"));
            if !r.starts_with("error") {
                for i in 0..int(&format!("size({r})")) {
                    prop_assert_eq!(int(&format!("eval({c},{})", int(&format!("eval({r},{i})")))), i, "right_inverse({}) = {}", c, r);
                }
            }
            let li = show(&format!("left_inverse({c})"));
            if !li.starts_with("error") {
                for i in 0..size {
                    prop_assert_eq!(int(&format!("eval({li},{})", int(&format!("eval({c},{i})")))), i, "left_inverse({}) = {}", c, li);
                }
            }
        }
    }
}

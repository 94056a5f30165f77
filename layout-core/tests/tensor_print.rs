//! `print(tensor)` and `print_tensor` against CuTe C++: `tests/data/print_tensor_cute.cpp` printed
//! `tests/data/print_tensor_cute.txt` (addresses replaced by `ADDR`); each case here builds the
//! same tensor and must print the same text.

use layout_core::prelude::*;
use std::fmt::Write;

/// Replaces every `0x<hex>` by `ADDR`, as the golden file does.
fn normalize(s: &str) -> String {
    let mut out = String::new();
    let b = s.as_bytes();
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'0' && b.get(i + 1) == Some(&b'x') {
            let mut j = i + 2;
            while j < b.len() && b[j].is_ascii_hexdigit() {
                j += 1;
            }
            out.push_str("ADDR");
            i = j;
        } else {
            out.push(b[i] as char);
            i += 1;
        }
    }
    out
}

#[test]
fn print_tensor_matches_cute() {
    let golden = include_str!("data/print_tensor_cute.txt");
    let mut out = String::new();
    let mut case = |s: String| {
        out.push_str(&s);
        out.push_str("#\n");
    };

    let mut f = [0.0_f32; 16];
    for (i, x) in f.iter_mut().enumerate() {
        *x = (i as f32 - 5.0) * 1.25;
    }
    f[3] = f32::NAN;
    f[4] = f32::NEG_INFINITY;
    f[7] = 123456.0;
    f[8] = 0.000123;
    case(print_tensor(&make_tensor(&f[..], Layout::new((_2, 3), (3, _1)))).to_string());

    let a: Vec<i32> = (0..64).map(|i| i * 7 - 20).collect();
    case(print_tensor(&make_tensor(&a[..], make_layout((4,)))).to_string());
    case(print_tensor(&make_tensor(&a[..], make_layout(((2, 2),)))).to_string());
    case(print_tensor(&make_tensor(&a[..], make_layout((2, 3, 2)))).to_string());
    case(print_tensor(&make_tensor(&a[..], make_layout((_2, 2, 3, 2)))).to_string());
    let l = Layout::new(((2, 2), 3), ((1, 6), 2));
    case(print_tensor(&make_tensor(&a[..], l)).to_string());

    let d = [1.5_f64, -2.25e-7, 1e300, 0.0];
    case(print_tensor(&make_tensor(&d[..], make_layout((2, 2)))).to_string());
    let b = [true, false, true, true];
    case(print_tensor(&make_tensor(&b[..], make_layout((4,)))).to_string());
    let c = [1_i8, -2, 3, 100];
    case(print_tensor(&make_tensor(&c[..], make_layout((2, 2)))).to_string());
    let u = [1_u16, 65535];
    case(print_tensor(&make_tensor(&u[..], make_layout((2,)))).to_string());
    let ll = [1_i64, -123456789012];
    case(print_tensor(&make_tensor(&ll[..], make_layout((2,)))).to_string());

    case(print_tensor(&make_identity_tensor((4, 5))).to_string());
    case(print_tensor(&make_identity_tensor((_3, 2))).to_string());
    case(print_tensor(&make_identity_tensor(((2, 3), 2))).to_string());
    case(print_tensor(&make_identity_tensor(6)).to_string());
    case(print_tensor(&make_identity_tensor((6,))).to_string());
    case(print_tensor(&make_identity_tensor(((_1, 3),))).to_string());
    case(print_tensor(&make_identity_tensor(((2, 3),))).to_string());
    case(print_tensor(&make_identity_tensor(((_2, (_1, 2)), _1))).to_string());
    case(print_tensor(&make_identity_tensor((2, 2, 2))).to_string());
    case(print_tensor(&make_identity_tensor((2, 1, 2, 2))).to_string());
    case(format!("{}\n", make_identity_tensor(((2, (3, _4)), 2))));
    case(format!("{}\n", make_identity_tensor(_8)));
    // SAFETY: the layout's domain is empty, so no index is ever accessed; only the address prints.
    let null = unsafe { make_tensor_ptr(core::ptr::null_mut::<f32>(), make_layout((0,))) };
    case(format!("{null}\n"));

    let got = normalize(&out);
    for (i, (g, e)) in got.split("#\n").zip(golden.split("#\n")).enumerate() {
        assert_eq!(g, e, "case {i} differs from CuTe");
    }
    assert_eq!(got, golden);
}

#[test]
fn print_tensor_of_fragment_and_pointer() {
    let mut frag = make_fragment::<i32, _>(make_layout_with((_2, _3), LayoutRight));
    for i in 0..6 {
        frag[i] = i * 10;
    }
    let text = normalize(&frag.print_tensor().to_string());
    assert_eq!(
        text,
        "ptr[32b](ADDR) o (_2,_3):(_3,_1):\n    0   20   40\n   10   30   50\n"
    );
    let mut buf = [1.0_f64; 4];
    // SAFETY: `buf` holds the 4 elements of (2,2):(_1,2) and is only used through `t`.
    let t = unsafe { make_tensor_ptr(buf.as_mut_ptr(), make_layout((2, 2))) };
    let mut s = String::new();
    write!(s, "{}", print_tensor(&t)).unwrap();
    assert_eq!(
        normalize(&s),
        "ptr[64b](ADDR) o (2,2):(_1,2):\n  1.000e+00  1.000e+00\n  1.000e+00  1.000e+00\n"
    );
}

#[test]
fn print_tensor_never_reads_outside_memory() {
    // A layout larger than its slice prints a marker instead of reading past the end.
    let data = [1_i32, 2];
    let t = make_tensor(&data[..], make_layout((3,)));
    assert_eq!(
        normalize(&print_tensor(&t).to_string()),
        "ptr[32b](ADDR) o (3):(_1):\n    1\n    2\n  <out of memory>\n"
    );
    // Rank 3 with an empty last mode: CuTe prints its first slice; we do not read it.
    let t = make_tensor(&data[..], make_layout((1, 2, 0)));
    assert_eq!(
        normalize(&print_tensor(&t).to_string()),
        "ptr[32b](ADDR) o (1,2,0):(_1,1,2):\n  <out of memory>  <out of memory>\n"
    );
}

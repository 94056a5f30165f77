//! Unit tests of the algebra through [`super::call`], with hand-built values.

use crate::runtime::{Int, IntTuple, Layout, Value};
use alloc::string::{String, ToString};
use alloc::vec;
use alloc::vec::Vec;

fn s(n: i64) -> IntTuple {
    IntTuple::stat(n)
}
fn d(n: i64) -> IntTuple {
    IntTuple::dynamic(n)
}
fn t(v: Vec<IntTuple>) -> IntTuple {
    IntTuple::Tuple(v)
}
fn lay(shape: IntTuple, stride: IntTuple) -> Value {
    Value::Layout(Layout::new(shape, stride).unwrap())
}
fn run(name: &str, args: &[Value]) -> Result<String, String> {
    crate::runtime::calc::call(name, args.to_vec())
        .map(|v| v.to_string())
        .map_err(|e| e.to_string())
}

#[test]
fn acceptance_composition_dynamic_divisibility_error() {
    let a = lay(t(vec![d(8), d(8)]), t(vec![d(8), d(1)]));
    let b = lay(d(4), d(3));
    let e = run("composition", &[a, b]).unwrap_err();
    assert!(e.starts_with("composition:"), "{e}");
    assert!(e.contains("divisibility condition"), "{e}");
}

#[test]
fn acceptance_composition_dynamic_keeps_size_one_mode() {
    let a = lay(t(vec![d(6), d(2)]), t(vec![d(8), d(2)]));
    let b = lay(t(vec![d(4), d(3)]), t(vec![d(3), d(1)]));
    assert_eq!(
        run("composition", &[a, b]).unwrap(),
        "((2,2),(3,1)):((24,2),(8,2))"
    );
}

#[test]
fn acceptance_composition_static() {
    let a = lay(t(vec![s(6), s(2)]), t(vec![s(8), s(2)]));
    let b = lay(t(vec![s(4), s(3)]), t(vec![s(3), s(1)]));
    assert_eq!(
        run("composition", &[a, b]).unwrap(),
        "((_2,_2),_3):((_24,_2),_8)"
    );
}

#[test]
fn acceptance_logical_divide() {
    let a = lay(t(vec![s(4), s(2), s(3)]), t(vec![s(2), s(1), s(8)]));
    let b = lay(s(4), s(2));
    assert_eq!(
        run("logical_divide", &[a, b]).unwrap(),
        "((_2,_2),(_2,_3)):((_4,_1),(_2,_8))"
    );
}

#[test]
fn make_layout_and_size() {
    let shape = Value::Tuple(vec![
        Value::Int(Int::dynamic(2)),
        Value::Int(Int::dynamic(4)),
    ]);
    assert_eq!(
        run("make_layout", core::slice::from_ref(&shape)).unwrap(),
        "(2,4):(_1,2)"
    );
    let l = lay(t(vec![s(2), d(4)]), t(vec![s(1), s(2)]));
    assert_eq!(run("size", core::slice::from_ref(&l)).unwrap(), "8");
    let l = lay(t(vec![s(2), s(4)]), t(vec![s(1), s(2)]));
    assert_eq!(run("size", core::slice::from_ref(&l)).unwrap(), "_8");
    assert_eq!(run("cosize", &[l]).unwrap(), "_8");
}

#[test]
fn coalesce_static_and_dynamic() {
    let l = lay(
        t(vec![s(2), t(vec![s(1), s(6)])]),
        t(vec![s(1), t(vec![d(6), s(2)])]),
    );
    assert_eq!(run("coalesce", &[l]).unwrap(), "_12:_1");
    let l = lay(t(vec![d(2), d(4)]), t(vec![s(1), d(2)]));
    assert_eq!(run("coalesce", &[l]).unwrap(), "(2,4):(_1,2)");
}

#[test]
fn kind_errors_name_the_op() {
    let e = run("complement", &[Value::Underscore]).unwrap_err();
    assert!(
        e.starts_with("complement: argument 1 must be a layout"),
        "{e}"
    );
    let e = run("upcast", &[lay(s(4), s(1))]).unwrap_err();
    assert!(
        e.starts_with("upcast: expected 2 argument(s), got 1"),
        "{e}"
    );
    assert_eq!(
        run("no_such_op", &[]).unwrap_err(),
        "no_such_op: unknown operation"
    );
}

#[test]
fn overflow_is_an_error() {
    let l = lay(t(vec![d(i64::MAX), d(4)]), t(vec![s(1), d(i64::MAX)]));
    assert!(run("cosize", &[l]).is_err());
}

fn tt(text: &str) -> IntTuple {
    crate::runtime::parse_value(text)
        .unwrap()
        .to_int_tuple()
        .unwrap()
}

#[test]
fn int_tuple_ops() {
    assert_eq!(
        tt("(_2,3,_4)").prefix_product().unwrap().to_string(),
        "(_1,_2,6)"
    );
    assert_eq!(
        tt("((_2,_3),_4)").prefix_product().unwrap().to_string(),
        "((_1,_2),_6)"
    );
    assert_eq!(tt("()").product().unwrap().to_string(), "_1");
    assert_eq!(tt("(_1,2,_0)").product().unwrap().to_string(), "_0");
    assert_eq!(tt("(_2,3)").sum().unwrap().to_string(), "5");
    assert_eq!(
        tt("(_2,_3)")
            .inner_product(&tt("(_4,_5)"))
            .unwrap()
            .to_string(),
        "_23"
    );
    assert_eq!(
        tt("(_6,_4)").shape_div(&tt("_3")).unwrap().to_string(),
        "(_2,_4)"
    );
    assert_eq!(
        tt("(_6,_4)").shape_div(&tt("_12")).unwrap().to_string(),
        "(_1,_2)"
    );
    assert!(tt("(_6,_4)").shape_div(&tt("_4")).is_err());
    assert_eq!(
        tt("(_6,_4)").ceil_div(&tt("_4")).unwrap().to_string(),
        "(_2,_4)"
    );
    assert!(tt("(_6,(2,2))").compatible(&tt("(6,((1,2),2))")).unwrap());
    assert!(!tt("(_6,(2,2))").compatible(&tt("(6,(4,1))")).unwrap());
    assert!(tt("(_6,_4)").weakly_congruent(&tt("((2,3),(2,2))")));
    assert!(!tt("((2,3),(2,2))").weakly_congruent(&tt("(_6,_4)")));
    assert!(tt("(1,2)").elem_less(&tt("(2,3)")));
    assert!(!tt("(1,3)").elem_less(&tt("(2,3)")));
}

#[test]
fn coordinates() {
    // the last mode takes the rest of an integer coordinate
    assert_eq!(
        tt("_9")
            .crd2idx(&tt("(_2,_4)"), &tt("(_1,_2)"))
            .unwrap()
            .to_string(),
        "_9"
    );
    assert_eq!(
        tt("9").idx2crd(&tt("(_2,_4)")).unwrap().to_string(),
        "(1,4)"
    );
    // a static 0 coordinate stays static; `d % _1` is `_0`
    assert_eq!(
        tt("_0")
            .crd2idx(&tt("(2,4)"), &tt("(3,5)"))
            .unwrap()
            .to_string(),
        "_0"
    );
    assert_eq!(
        tt("7").idx2crd(&tt("(_1,4)")).unwrap().to_string(),
        "(_0,7)"
    );
    assert_eq!(
        tt("(1,(0,2))")
            .idx2crd(&tt("(2,(3,4))"))
            .unwrap()
            .to_string(),
        "(1,(0,2))"
    );
    assert!(tt("(1,2)").idx2crd(&tt("4")).is_err());
}

fn eval_err(expr: &str) -> String {
    crate::runtime::evaluate(expr).unwrap_err().to_string()
}

#[test]
fn admissibility_errors_say_what_fails() {
    // injective, but the stride 61 lies inside the extent 64 of the mode sorted below it
    assert_eq!(
        eval_err("complement((8,2):(_8,_61))"),
        "complement: stride 61 is smaller than 64, the extent of the mode sorted below it (shape 8, stride 8)"
    );
    assert_eq!(
        eval_err("complement(4:0)"),
        "complement: the layout is not injective: its mode 4:0 maps 4 coordinates to 0"
    );
    // B(1,1) = 3 carries out of A's first mode (size 3) into its second (stride 12)
    assert!(eval_err("composition((_3,_2):(_1,_12),(_2,_2):(_2,_1))")
        .starts_with("composition: disjoint-images condition"));
    assert!(eval_err("composition((8,8):(8,1),4:12)")
        .starts_with("composition: stride divisibility condition: stride 12"));
    // a dynamic size-1 mode that CuTe keeps, inside the extent of the mode below it
    assert_eq!(
        eval_err("left_inverse((_3,1,_1):(_3,_3,1))"),
        "left_inverse: the sorted strides overlap, and CuTe's candidate R is no left inverse: L(R(L(1))) = 1, not L(1) = 3"
    );
    // a dynamic size-1 mode sharing a stride with a mode of size 3: CuTe's exchange sort puts it
    // last, so R gives that mode's coordinate the size-1 mode's extent
    assert_eq!(
        eval_err("left_inverse((1,3,_3,2):(_36,_2,_36,_18))"),
        "left_inverse: the sorted strides overlap, and CuTe's candidate R is no left inverse: L(R(L(3))) = 2, not L(3) = 36"
    );
    assert_eq!(
        crate::runtime::evaluate("left_inverse((3,_3,2):(_2,_36,_18))")
            .unwrap()
            .to_string(),
        "(_2,_9,_2,_3):(_0,_1,9,3)"
    );
    // not divisible but not interleaved: CuTe's complement is ordered and disjoint
    assert_eq!(
        crate::runtime::evaluate("complement((_7,_4):(_1,_8))")
            .unwrap()
            .to_string(),
        "_1:_0"
    );
}

// THIS IS GENERATED CODE by layout-core/tests/gen/goldens.py; do not edit.
// Every golden case, evaluated by `cute!` through the typed layer (no recursion_limit needed).
#![allow(clippy::all)]

use layout_core::cute;

/// Collects the failures of one file, so a run reports all of them.
#[derive(Default)]
struct Check(Vec<String>);
impl Check {
    fn eq(&mut self, expr: &str, got: String, want: &str) {
        if got != want {
            self.0
                .push(format!("{expr}\n   got: {got}\n  want: {want}"));
        }
    }
    /// The runtime layer must print the same (typed == runtime == CuTe).
    fn runtime(&mut self, expr: &str, want: &str) {
        match layout_core::runtime::evaluate(expr) {
            Ok(v) if v.to_string() == want => {}
            Ok(v) => self
                .0
                .push(format!("{expr}\n   runtime layer: {v}\n  want: {want}")),
            Err(e) => self.0.push(format!(
                "{expr}\n   runtime layer: error: {e}\n  want: {want}"
            )),
        }
    }
    fn zst(&mut self, expr: &str, size: usize) {
        if size != 0 {
            self.0.push(format!(
                "{expr}\n   static input, but the result is {size} bytes"
            ));
        }
    }
    fn err(&mut self, expr: &str) {
        if layout_core::runtime::evaluate(expr).is_ok() {
            self.0.push(format!(
                "{expr}\n   expected an error from the runtime layer"
            ));
        }
    }
    fn done(self, file: &str) {
        assert!(
            self.0.is_empty(),
            "{file}: {} failures:\n{}",
            self.0.len(),
            self.0.join("\n")
        );
    }
}

#[test]
fn append() {
    let mut c = Check::default();
    // random:seed=20261122
    {
        let r = cute!(append(((6,_5),(5,2,2)):((_20,_120),(4,_1,2)),(5):(_1)));
        c.eq(
            "append(((6,_5),(5,2,2)):((_20,_120),(4,_1,2)),(5):(_1))",
            r.to_string(),
            "((6,_5),(5,2,2),(5)):((_20,_120),(4,_1,2),(_1))",
        );
        c.runtime(
            "append(((6,_5),(5,2,2)):((_20,_120),(4,_1,2)),(5):(_1))",
            "((6,_5),(5,2,2),(5)):((_20,_120),(4,_1,2),(_1))",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(append((4,6,(8,6,_6)):(3,48,(1,_12,_8)),(_7,(_7,_7)):(_7,(49,1))));
        c.eq(
            "append((4,6,(8,6,_6)):(3,48,(1,_12,_8)),(_7,(_7,_7)):(_7,(49,1)))",
            r.to_string(),
            "(4,6,(8,6,_6),(_7,(_7,_7))):(3,48,(1,_12,_8),(_7,(49,1)))",
        );
        c.runtime(
            "append((4,6,(8,6,_6)):(3,48,(1,_12,_8)),(_7,(_7,_7)):(_7,(49,1)))",
            "(4,6,(8,6,_6),(_7,(_7,_7))):(3,48,(1,_12,_8),(_7,(49,1)))",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(append((4,7):(1,4),((4,6),7):((6,1),24)));
        c.eq(
            "append((4,7):(1,4),((4,6),7):((6,1),24))",
            r.to_string(),
            "(4,7,((4,6),7)):(1,4,((6,1),24))",
        );
        c.runtime(
            "append((4,7):(1,4),((4,6),7):((6,1),24))",
            "(4,7,((4,6),7)):(1,4,((6,1),24))",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(append((5,(5),6):(1,(30),5),(7,4):(1,7)));
        c.eq(
            "append((5,(5),6):(1,(30),5),(7,4):(1,7))",
            r.to_string(),
            "(5,(5),6,(7,4)):(1,(30),5,(1,7))",
        );
        c.runtime(
            "append((5,(5),6):(1,(30),5),(7,4):(1,7))",
            "(5,(5),6,(7,4)):(1,(30),5,(1,7))",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(append((_2,_2):(_32,_1),_8:_1));
        c.eq(
            "append((_2,_2):(_32,_1),_8:_1)",
            r.to_string(),
            "(_2,_2,_8):(_32,_1,_1)",
        );
        c.runtime("append((_2,_2):(_32,_1),_8:_1)", "(_2,_2,_8):(_32,_1,_1)");
        c.zst("append((_2,_2):(_32,_1),_8:_1)", core::mem::size_of_val(&r));
    }
    // random:seed=20261122
    {
        let r = cute!(append((_6,(8,3),6):(1,(6,288),864),_2:3));
        c.eq(
            "append((_6,(8,3),6):(1,(6,288),864),_2:3)",
            r.to_string(),
            "(_6,(8,3),6,_2):(1,(6,288),864,3)",
        );
        c.runtime(
            "append((_6,(8,3),6):(1,(6,288),864),_2:3)",
            "(_6,(8,3),6,_2):(1,(6,288),864,3)",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(append((_8,(1,_7,_2),(_8,_1,1)):(_1,(_32,_48,_4),(_64,_32,8)),((_6,_4,_2),2):((_2,24,_12),_1)));
        c.eq("append((_8,(1,_7,_2),(_8,_1,1)):(_1,(_32,_48,_4),(_64,_32,8)),((_6,_4,_2),2):((_2,24,_12),_1))", r.to_string(), "(_8,(1,_7,_2),(_8,_1,1),((_6,_4,_2),2)):(_1,(_32,_48,_4),(_64,_32,8),((_2,24,_12),_1))");
        c.runtime("append((_8,(1,_7,_2),(_8,_1,1)):(_1,(_32,_48,_4),(_64,_32,8)),((_6,_4,_2),2):((_2,24,_12),_1))", "(_8,(1,_7,_2),(_8,_1,1),((_6,_4,_2),2)):(_1,(_32,_48,_4),(_64,_32,8),((_2,24,_12),_1))");
    }
    // random:seed=20261122
    {
        let r = cute!(append(_5:_2,_5:_1));
        c.eq("append(_5:_2,_5:_1)", r.to_string(), "(_5,_5):(_2,_1)");
        c.runtime("append(_5:_2,_5:_1)", "(_5,_5):(_2,_1)");
        c.zst("append(_5:_2,_5:_1)", core::mem::size_of_val(&r));
    }
    c.done("append.jsonl");
}

#[test]
fn blocked_product() {
    let mut c = Check::default();
    // random:seed=20261122
    {
        let r = cute!(blocked_product(((1,4),1):((_16,_56),_48),3:1));
        c.eq(
            "blocked_product(((1,4),1):((_16,_56),_48),3:1)",
            r.to_string(),
            "(((1,4),(3,1,1,1)),(1,_1)):(((_16,_56),(1,16,48,224)),(_48,_0))",
        );
        c.runtime(
            "blocked_product(((1,4),1):((_16,_56),_48),3:1)",
            "(((1,4),(3,1,1,1)),(1,_1)):(((_16,_56),(1,16,48,224)),(_48,_0))",
        );
    }
    // random:seed=20261122
    // expect_error: blocked_product(((2),(_2,4,4)):((_3),(_16,_1,_16)),(_4,_1,_4):(_32,_0,_2))
    c.err("blocked_product(((2),(_2,4,4)):((_3),(_16,_1,_16)),(_4,_1,_4):(_32,_0,_2))");
    // random:seed=20261122
    {
        let r = cute!(blocked_product(((2,2),(_4,_2,4),2):((_8,_64),(_16,_1,_2),_128),_1:1));
        c.eq(
            "blocked_product(((2,2),(_4,_2,4),2):((_8,_64),(_16,_1,_2),_128),_1:1)",
            r.to_string(),
            "(((2,2),_1),((_4,_2,4),_1),(2,_1)):(((_8,_64),256),((_16,_1,_2),_0),(_128,_0))",
        );
        c.runtime(
            "blocked_product(((2,2),(_4,_2,4),2):((_8,_64),(_16,_1,_2),_128),_1:1)",
            "(((2,2),_1),((_4,_2,4),_1),(2,_1)):(((_8,_64),256),((_16,_1,_2),_0),(_128,_0))",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(blocked_product(((_3,_4,_2),_1):((_8,_1,_4),_4),(4,2):(1,_4)));
        c.eq(
            "blocked_product(((_3,_4,_2),_1):((_8,_1,_4),_4),(4,2):(1,_4))",
            r.to_string(),
            "(((_3,_4,_2),4),(_1,2)):(((_8,_1,_4),24),(_4,_96))",
        );
        c.runtime(
            "blocked_product(((_3,_4,_2),_1):((_8,_1,_4),_4),(4,2):(1,_4))",
            "(((_3,_4,_2),4),(_1,2)):(((_8,_1,_4),24),(_4,_96))",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(blocked_product((1,1,(1,4)):(_4,_4,(_1,_1)),(2,4):(4,1)));
        c.eq("blocked_product((1,1,(1,4)):(_4,_4,(_1,_1)),(2,4):(4,1))", r.to_string(), "((1,(1,1,1,2)),(1,(1,1,1,4)),((1,4),_1)):((_4,(4,16,16,16)),(_4,(1,4,4,4)),((_1,_1),_0))");
        c.runtime("blocked_product((1,1,(1,4)):(_4,_4,(_1,_1)),(2,4):(4,1))", "((1,(1,1,1,2)),(1,(1,1,1,4)),((1,4),_1)):((_4,(4,16,16,16)),(_4,(1,4,4,4)),((_1,_1),_0))");
    }
    // random:seed=20261122
    {
        let r = cute!(blocked_product((4):(_1),(4,(2,4,2),_1):(4,(2,16,1),16)));
        c.eq(
            "blocked_product((4):(_1),(4,(2,4,2),_1):(4,(2,16,1),16))",
            r.to_string(),
            "((4,4),(_1,(2,4,2)),(_1,_1)):((_1,16),(_0,(8,64,4)),(_0,64))",
        );
        c.runtime(
            "blocked_product((4):(_1),(4,(2,4,2),_1):(4,(2,16,1),16))",
            "((4,4),(_1,(2,4,2)),(_1,_1)):((_1,16),(_0,(8,64,4)),(_0,64))",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(blocked_product((4):(_1),(_3):(1)));
        c.eq(
            "blocked_product((4):(_1),(_3):(1))",
            r.to_string(),
            "((4,_3)):((_1,4))",
        );
        c.runtime("blocked_product((4):(_1),(_3):(1))", "((4,_3)):((_1,4))");
    }
    // random:seed=20261122
    // expect_error: blocked_product((_1,_3,_2):(_8,_4,_4),(_2,_2):(_2,1))
    c.err("blocked_product((_1,_3,_2):(_8,_4,_4),(_2,_2):(_2,1))");
    // random:seed=20261122
    {
        let r = cute!(blocked_product((_2,2):(_16,_2),2:_1));
        c.eq(
            "blocked_product((_2,2):(_16,_2),2:_1)",
            r.to_string(),
            "((_2,(2,1,1)),(2,_1)):((_16,(_1,4,32)),(_2,_0))",
        );
        c.runtime(
            "blocked_product((_2,2):(_16,_2),2:_1)",
            "((_2,(2,1,1)),(2,_1)):((_16,(_1,4,32)),(_2,_0))",
        );
    }
    // random:seed=20261122
    // expect_error: blocked_product((_2,_3,1):(_1,_2,_2),_1:54)
    c.err("blocked_product((_2,_3,1):(_1,_2,_2),_1:54)");
    // random:seed=20261122
    {
        let r = cute!(blocked_product((_2,_4,_2):(_1,_4,_0),(_2,_2,_3):(_1,_2,_4)));
        c.eq(
            "blocked_product((_2,_4,_2):(_1,_4,_0),(_2,_2,_3):(_1,_2,_4))",
            r.to_string(),
            "((_2,_2),(_4,_2),(_2,_3)):((_1,_2),(_4,_16),(_0,_32))",
        );
        c.runtime(
            "blocked_product((_2,_4,_2):(_1,_4,_0),(_2,_2,_3):(_1,_2,_4))",
            "((_2,_2),(_4,_2),(_2,_3)):((_1,_2),(_4,_16),(_0,_32))",
        );
        c.zst(
            "blocked_product((_2,_4,_2):(_1,_4,_0),(_2,_2,_3):(_1,_2,_4))",
            core::mem::size_of_val(&r),
        );
    }
    // cute-doc:02_layout_algebra.md
    {
        let r = cute!(blocked_product((_2,_5):(_5,_1),(_3,_4):(_1,_3)));
        c.eq(
            "blocked_product((_2,_5):(_5,_1),(_3,_4):(_1,_3))",
            r.to_string(),
            "((_2,_3),(_5,_4)):((_5,_10),(_1,_30))",
        );
        c.runtime(
            "blocked_product((_2,_5):(_5,_1),(_3,_4):(_1,_3))",
            "((_2,_3),(_5,_4)):((_5,_10),(_1,_30))",
        );
        c.zst(
            "blocked_product((_2,_5):(_5,_1),(_3,_4):(_1,_3))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(blocked_product((_4,_4):(_0,_4),(_3):(_4)));
        c.eq(
            "blocked_product((_4,_4):(_0,_4),(_3):(_4))",
            r.to_string(),
            "((_4,_3),(_4,_1)):((_0,_16),(_4,_0))",
        );
        c.runtime(
            "blocked_product((_4,_4):(_0,_4),(_3):(_4))",
            "((_4,_3),(_4,_1)):((_0,_16),(_4,_0))",
        );
        c.zst(
            "blocked_product((_4,_4):(_0,_4),(_3):(_4))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(blocked_product(_3:_1,_3:_1));
        c.eq(
            "blocked_product(_3:_1,_3:_1)",
            r.to_string(),
            "((_3,_3)):((_1,_3))",
        );
        c.runtime("blocked_product(_3:_1,_3:_1)", "((_3,_3)):((_1,_3))");
        c.zst("blocked_product(_3:_1,_3:_1)", core::mem::size_of_val(&r));
    }
    c.done("blocked_product.jsonl");
}

#[test]
fn coalesce() {
    let mut c = Check::default();
    // random:seed=20261122
    {
        let r = cute!(coalesce(((3)):((1))));
        c.eq("coalesce(((3)):((1)))", r.to_string(), "3:1");
        c.runtime("coalesce(((3)):((1)))", "3:1");
    }
    // random:seed=20261122
    {
        let r = cute!(coalesce(((6,5),7,(8),(1)):((224,1344),16,(2),(2))));
        c.eq(
            "coalesce(((6,5),7,(8),(1)):((224,1344),16,(2),(2)))",
            r.to_string(),
            "(6,5,7,8,1):(224,1344,16,2,2)",
        );
        c.runtime(
            "coalesce(((6,5),7,(8),(1)):((224,1344),16,(2),(2)))",
            "(6,5,7,8,1):(224,1344,16,2,2)",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(coalesce(((7,5),8):((6,1),3),(1)));
        c.eq(
            "coalesce(((7,5),8):((6,1),3),(1))",
            r.to_string(),
            "((7,5),8):((6,1),3)",
        );
        c.runtime("coalesce(((7,5),8):((6,1),3),(1))", "((7,5),8):((6,1),3)");
    }
    // random:seed=20261122
    {
        let r = cute!(coalesce(((_3),_5,_7):((1),3,15)));
        c.eq(
            "coalesce(((_3),_5,_7):((1),3,15))",
            r.to_string(),
            "(_3,_5,_7):(1,3,15)",
        );
        c.runtime("coalesce(((_3),_5,_7):((1),3,15))", "(_3,_5,_7):(1,3,15)");
    }
    // random:seed=20261122
    {
        let r = cute!(coalesce((1,4):(1,1)));
        c.eq("coalesce((1,4):(1,1))", r.to_string(), "(1,4):(1,1)");
        c.runtime("coalesce((1,4):(1,1))", "(1,4):(1,1)");
    }
    // random:seed=20261122
    {
        let r = cute!(coalesce((3,5):(_5,_1)));
        c.eq("coalesce((3,5):(_5,_1))", r.to_string(), "(3,5):(_5,_1)");
        c.runtime("coalesce((3,5):(_5,_1))", "(3,5):(_5,_1)");
    }
    // random:seed=20261122
    {
        let r = cute!(coalesce((8):(_24)));
        c.eq("coalesce((8):(_24))", r.to_string(), "8:_24");
        c.runtime("coalesce((8):(_24))", "8:_24");
    }
    // random:seed=20261122
    {
        let r = cute!(coalesce((_1):(_4)));
        c.eq("coalesce((_1):(_4))", r.to_string(), "_1:_0");
        c.runtime("coalesce((_1):(_4))", "_1:_0");
        c.zst("coalesce((_1):(_4))", core::mem::size_of_val(&r));
    }
    // seed:004_393bc61f3669e5cf; EXPRESSIONS.md
    {
        let r = cute!(coalesce((_2,(_1,_6)):(_1,(6,_2))));
        c.eq(
            "coalesce((_2,(_1,_6)):(_1,(6,_2)))",
            r.to_string(),
            "_12:_1",
        );
        c.runtime("coalesce((_2,(_1,_6)):(_1,(6,_2)))", "_12:_1");
    }
    // seed:004_393bc61f3669e5cf; cute-doc:02_layout_algebra.md
    {
        let r = cute!(coalesce((_2,(_1,_6)):(_1,(_6,_2)),(_1,_1)));
        c.eq(
            "coalesce((_2,(_1,_6)):(_1,(_6,_2)),(_1,_1))",
            r.to_string(),
            "(_2,_6):(_1,_2)",
        );
        c.runtime(
            "coalesce((_2,(_1,_6)):(_1,(_6,_2)),(_1,_1))",
            "(_2,_6):(_1,_2)",
        );
        c.zst(
            "coalesce((_2,(_1,_6)):(_1,(_6,_2)),(_1,_1))",
            core::mem::size_of_val(&r),
        );
    }
    // cutlass-test:coalesce.cpp
    {
        let r = cute!(coalesce((_2,_1,_6):(_1,_6,_2)));
        c.eq("coalesce((_2,_1,_6):(_1,_6,_2))", r.to_string(), "_12:_1");
        c.runtime("coalesce((_2,_1,_6):(_1,_6,_2))", "_12:_1");
        c.zst(
            "coalesce((_2,_1,_6):(_1,_6,_2))",
            core::mem::size_of_val(&r),
        );
    }
    // cutlass-test:coalesce.cpp
    {
        let r = cute!(coalesce((_2,_1,_6):(_4,7,_8)));
        c.eq("coalesce((_2,_1,_6):(_4,7,_8))", r.to_string(), "_12:_4");
        c.runtime("coalesce((_2,_1,_6):(_4,7,_8))", "_12:_4");
    }
    // cutlass-test:coalesce.cpp; cute-doc:02_layout_algebra.md
    {
        let r = cute!(coalesce((_2,_4):(_1,_2)));
        c.eq("coalesce((_2,_4):(_1,_2))", r.to_string(), "_8:_1");
        c.runtime("coalesce((_2,_4):(_1,_2))", "_8:_1");
        c.zst("coalesce((_2,_4):(_1,_2))", core::mem::size_of_val(&r));
    }
    // cutlass-test:coalesce.cpp
    {
        let r = cute!(coalesce((_2,_4):(_4,_1)));
        c.eq(
            "coalesce((_2,_4):(_4,_1))",
            r.to_string(),
            "(_2,_4):(_4,_1)",
        );
        c.runtime("coalesce((_2,_4):(_4,_1))", "(_2,_4):(_4,_1)");
        c.zst("coalesce((_2,_4):(_4,_1))", core::mem::size_of_val(&r));
    }
    // cutlass-test:coalesce.cpp
    {
        let r = cute!(coalesce((_2,_4,_6):(_24,_6,_1)));
        c.eq(
            "coalesce((_2,_4,_6):(_24,_6,_1))",
            r.to_string(),
            "(_2,_4,_6):(_24,_6,_1)",
        );
        c.runtime("coalesce((_2,_4,_6):(_24,_6,_1))", "(_2,_4,_6):(_24,_6,_1)");
        c.zst(
            "coalesce((_2,_4,_6):(_24,_6,_1))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(coalesce((_3,(_8,_7,_7)):(_28,(_294,_84,_2)),(_1,1)));
        c.eq(
            "coalesce((_3,(_8,_7,_7)):(_28,(_294,_84,_2)),(_1,1))",
            r.to_string(),
            "(_3,(_8,_7,_7)):(_28,(_294,_84,_2))",
        );
        c.runtime(
            "coalesce((_3,(_8,_7,_7)):(_28,(_294,_84,_2)),(_1,1))",
            "(_3,(_8,_7,_7)):(_28,(_294,_84,_2))",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(coalesce((_3,_2):(_1,_3)));
        c.eq("coalesce((_3,_2):(_1,_3))", r.to_string(), "_6:_1");
        c.runtime("coalesce((_3,_2):(_1,_3))", "_6:_1");
        c.zst("coalesce((_3,_2):(_1,_3))", core::mem::size_of_val(&r));
    }
    // random:seed=20261122
    {
        let r = cute!(coalesce((_4):(_1)));
        c.eq("coalesce((_4):(_1))", r.to_string(), "_4:_1");
        c.runtime("coalesce((_4):(_1))", "_4:_1");
        c.zst("coalesce((_4):(_1))", core::mem::size_of_val(&r));
    }
    // random:seed=20261122
    {
        let r = cute!(coalesce((_5,_6,_3):(_6,_90,_2),(_1,1,_3)));
        c.eq(
            "coalesce((_5,_6,_3):(_6,_90,_2),(_1,1,_3))",
            r.to_string(),
            "(_5,_6,_3):(_6,_90,_2)",
        );
        c.runtime(
            "coalesce((_5,_6,_3):(_6,_90,_2),(_1,1,_3))",
            "(_5,_6,_3):(_6,_90,_2)",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(coalesce((_8,(_4,_6,8),3,8):(0,(64,24,_12),_32,_4)));
        c.eq(
            "coalesce((_8,(_4,_6,8),3,8):(0,(64,24,_12),_32,_4))",
            r.to_string(),
            "(_8,_4,_6,8,3,8):(0,64,24,_12,_32,_4)",
        );
        c.runtime(
            "coalesce((_8,(_4,_6,8),3,8):(0,(64,24,_12),_32,_4))",
            "(_8,_4,_6,8,3,8):(0,64,24,_12,_32,_4)",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(coalesce(2:1));
        c.eq("coalesce(2:1)", r.to_string(), "2:1");
        c.runtime("coalesce(2:1)", "2:1");
    }
    // random:seed=20261122
    {
        let r = cute!(coalesce(7:32));
        c.eq("coalesce(7:32)", r.to_string(), "7:32");
        c.runtime("coalesce(7:32)", "7:32");
    }
    // cutlass-test:coalesce.cpp
    {
        let r = cute!(coalesce(_1:_1));
        c.eq("coalesce(_1:_1)", r.to_string(), "_1:_0");
        c.runtime("coalesce(_1:_1)", "_1:_0");
        c.zst("coalesce(_1:_1)", core::mem::size_of_val(&r));
    }
    c.done("coalesce.jsonl");
}

#[test]
fn complement() {
    let mut c = Check::default();
    // random:seed=20261122
    {
        let r = cute!(complement((2):(1),24));
        c.eq("complement((2):(1),24)", r.to_string(), "(1,12):(_1,2)");
        c.runtime("complement((2):(1),24)", "(1,12):(_1,2)");
    }
    // random:seed=20261122
    {
        let r = cute!(complement((2,2):(_2,_1),56));
        c.eq(
            "complement((2,2):(_2,_1),56)",
            r.to_string(),
            "(1,14):(2,4)",
        );
        c.runtime("complement((2,2):(_2,_1),56)", "(1,14):(2,4)");
    }
    // cutlass-test:complement.cpp
    {
        let r = cute!(complement((3,6):(_1,_10)));
        c.eq("complement((3,6):(_1,_10))", r.to_string(), "(3,1):(3,60)");
        c.runtime("complement((3,6):(_1,_10))", "(3,1):(3,60)");
    }
    // cutlass-test:complement.cpp
    {
        let r = cute!(complement((3,6):(_1,_3)));
        c.eq("complement((3,6):(_1,_3))", r.to_string(), "(1,1):(3,18)");
        c.runtime("complement((3,6):(_1,_3))", "(1,1):(3,18)");
    }
    // random:seed=20261122
    {
        let r = cute!(complement((3,6,5):(_6,_1,_144),720));
        c.eq(
            "complement((3,6,5):(_6,_1,_144),720)",
            r.to_string(),
            "(1,8,1):(6,18,720)",
        );
        c.runtime("complement((3,6,5):(_6,_1,_144),720)", "(1,8,1):(6,18,720)");
    }
    // random:seed=20261122
    {
        let r = cute!(complement((3,_3,_7):(_7,_147,_21)));
        c.eq(
            "complement((3,_3,_7):(_7,_147,_21))",
            r.to_string(),
            "(_7,1,1):(_1,21,_441)",
        );
        c.runtime(
            "complement((3,_3,_7):(_7,_147,_21))",
            "(_7,1,1):(_1,21,_441)",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(complement((6,3,4):(_12,_1,_3),(_72,1)));
        c.eq(
            "complement((6,3,4):(_12,_1,_3),(_72,1))",
            r.to_string(),
            "(1,1,1):(3,12,72)",
        );
        c.runtime(
            "complement((6,3,4):(_12,_1,_3),(_72,1))",
            "(1,1,1):(3,12,72)",
        );
    }
    // random:seed=20261122
    // expect_error: complement((_2,7):(1,_16),_31)
    c.err("complement((_2,7):(1,_16),_31)");
    // cutlass-test:complement.cpp
    {
        let r = cute!(complement((_2,_3):(_1,_2)));
        c.eq("complement((_2,_3):(_1,_2))", r.to_string(), "_1:_0");
        c.runtime("complement((_2,_3):(_1,_2))", "_1:_0");
        c.zst("complement((_2,_3):(_1,_2))", core::mem::size_of_val(&r));
    }
    // random:seed=20261122
    // expect_error: complement((_3,_4,_7,_7):(_8,_26,_12,_4))
    c.err("complement((_3,_4,_7,_7):(_8,_26,_12,_4))");
    // cutlass-test:complement.cpp
    {
        let r = cute!(complement((_4,_2):(_1,_10)));
        c.eq("complement((_4,_2):(_1,_10))", r.to_string(), "_2:_4");
        c.runtime("complement((_4,_2):(_1,_10))", "_2:_4");
        c.zst("complement((_4,_2):(_1,_10))", core::mem::size_of_val(&r));
    }
    // random:seed=20261122
    {
        let r = cute!(complement((_6,_6,_5):(_6,_1,_36),_13));
        c.eq(
            "complement((_6,_6,_5):(_6,_1,_36),_13)",
            r.to_string(),
            "_1:_0",
        );
        c.runtime("complement((_6,_6,_5):(_6,_1,_36),_13)", "_1:_0");
        c.zst(
            "complement((_6,_6,_5):(_6,_1,_36),_13)",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(complement((_7,5,_7):(_5,_1,_210),_1470));
        c.eq(
            "complement((_7,5,_7):(_5,_1,_210),_1470)",
            r.to_string(),
            "(1,_6):(5,_35)",
        );
        c.runtime("complement((_7,5,_7):(_5,_1,_210),_1470)", "(1,_6):(5,_35)");
    }
    // random:seed=20261122
    {
        let r = cute!(complement((_8):(1)));
        c.eq("complement((_8):(1))", r.to_string(), "(1,1):(_1,8)");
        c.runtime("complement((_8):(1))", "(1,1):(_1,8)");
    }
    // random:seed=20261122
    {
        let r = cute!(complement((_8):(_3),_168));
        c.eq(
            "complement((_8):(_3),_168)",
            r.to_string(),
            "(_3,_7):(_1,_24)",
        );
        c.runtime("complement((_8):(_3),_168)", "(_3,_7):(_1,_24)");
        c.zst("complement((_8):(_3),_168)", core::mem::size_of_val(&r));
    }
    // random:seed=20261122
    {
        let r = cute!(complement((_8,_1,_1):(_16,_0,_16)));
        c.eq(
            "complement((_8,_1,_1):(_16,_0,_16))",
            r.to_string(),
            "_16:_1",
        );
        c.runtime("complement((_8,_1,_1):(_16,_0,_16))", "_16:_1");
        c.zst(
            "complement((_8,_1,_1):(_16,_0,_16))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    // expect_error: complement((_8,_4,3):(_7,_2,_6),64)
    c.err("complement((_8,_4,3):(_7,_2,_6),64)");
    // random:seed=20261122
    {
        let r = cute!(complement((_8,_7,_8):(_1,_320,_8),(_2240,_1)));
        c.eq(
            "complement((_8,_7,_8):(_1,_320,_8),(_2240,_1))",
            r.to_string(),
            "_5:_64",
        );
        c.runtime("complement((_8,_7,_8):(_1,_320,_8),(_2240,_1))", "_5:_64");
        c.zst(
            "complement((_8,_7,_8):(_1,_320,_8),(_2240,_1))",
            core::mem::size_of_val(&r),
        );
    }
    // cutlass-test:complement.cpp
    {
        let r = cute!(complement(12:2,1));
        c.eq("complement(12:2,1)", r.to_string(), "(2,1):(_1,24)");
        c.runtime("complement(12:2,1)", "(2,1):(_1,24)");
    }
    // cutlass-test:complement.cpp
    {
        let r = cute!(complement(12:2,128));
        c.eq("complement(12:2,128)", r.to_string(), "(2,6):(_1,24)");
        c.runtime("complement(12:2,128)", "(2,6):(_1,24)");
    }
    // cutlass-test:complement.cpp
    {
        let r = cute!(complement(12:_2,128));
        c.eq("complement(12:_2,128)", r.to_string(), "(_2,6):(_1,24)");
        c.runtime("complement(12:_2,128)", "(_2,6):(_1,24)");
    }
    // cutlass-test:complement.cpp
    {
        let r = cute!(complement(12:_2,53));
        c.eq("complement(12:_2,53)", r.to_string(), "(_2,3):(_1,24)");
        c.runtime("complement(12:_2,53)", "(_2,3):(_1,24)");
    }
    // random:seed=20261122
    {
        let r = cute!(complement(8:9));
        c.eq("complement(8:9)", r.to_string(), "(9,1):(_1,72)");
        c.runtime("complement(8:9)", "(9,1):(_1,72)");
    }
    // cutlass-test:complement.cpp
    {
        let r = cute!(complement(_1:_0,(_2,2)));
        c.eq("complement(_1:_0,(_2,2))", r.to_string(), "(_2,2):(_1,_2)");
        c.runtime("complement(_1:_0,(_2,2))", "(_2,2):(_1,_2)");
    }
    // cutlass-test:complement.cpp
    {
        let r = cute!(complement(_1:_1));
        c.eq("complement(_1:_1)", r.to_string(), "_1:_0");
        c.runtime("complement(_1:_1)", "_1:_0");
        c.zst("complement(_1:_1)", core::mem::size_of_val(&r));
    }
    // cutlass-test:complement.cpp
    {
        let r = cute!(complement(_1:_2,_8));
        c.eq("complement(_1:_2,_8)", r.to_string(), "_8:_1");
        c.runtime("complement(_1:_2,_8)", "_8:_1");
        c.zst("complement(_1:_2,_8)", core::mem::size_of_val(&r));
    }
    // cute-doc:02_layout_algebra.md
    {
        let r = cute!(complement(_4:_2,28));
        c.eq("complement(_4:_2,28)", r.to_string(), "(_2,4):(_1,_8)");
        c.runtime("complement(_4:_2,28)", "(_2,4):(_1,_8)");
    }
    // random:seed=20261122
    {
        let r = cute!(complement(_6:_1));
        c.eq("complement(_6:_1)", r.to_string(), "_1:_0");
        c.runtime("complement(_6:_1)", "_1:_0");
        c.zst("complement(_6:_1)", core::mem::size_of_val(&r));
    }
    // random:seed=20261122
    {
        let r = cute!(complement(_7:_1));
        c.eq("complement(_7:_1)", r.to_string(), "_1:_0");
        c.runtime("complement(_7:_1)", "_1:_0");
        c.zst("complement(_7:_1)", core::mem::size_of_val(&r));
    }
    // random:seed=20261122
    {
        let r = cute!(complement(_8:_8,(_2,_32)));
        c.eq("complement(_8:_8,(_2,_32))", r.to_string(), "_8:_1");
        c.runtime("complement(_8:_8,(_2,_32))", "_8:_1");
        c.zst("complement(_8:_8,(_2,_32))", core::mem::size_of_val(&r));
    }
    c.done("complement.jsonl");
}

#[test]
fn composition() {
    let mut c = Check::default();
    // random:seed=20261122
    {
        let r = cute!(composition(((1),_8):((_24),_16),(_2,_8):(_6,_16)));
        c.eq(
            "composition(((1),_8):((_24),_16),(_2,_8):(_6,_16))",
            r.to_string(),
            "((1,2),(1,8)):((_144,96),(_384,256))",
        );
        c.runtime(
            "composition(((1),_8):((_24),_16),(_2,_8):(_6,_16))",
            "((1,2),(1,8)):((_144,96),(_384,256))",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(composition(((2,5)):((1,2)),(1):(1)));
        c.eq(
            "composition(((2,5)):((1,2)),(1):(1))",
            r.to_string(),
            "((1,1)):((1,2))",
        );
        c.runtime("composition(((2,5)):((1,2)),(1):(1))", "((1,1)):((1,2))");
    }
    // random:seed=20261122
    {
        let r = cute!(composition(((2,_7,5)):((_7,1,_14)),(_)));
        c.eq(
            "composition(((2,_7,5)):((_7,1,_14)),(_))",
            r.to_string(),
            "((2,_7,5)):((_7,1,_14))",
        );
        c.runtime(
            "composition(((2,_7,5)):((_7,1,_14)),(_))",
            "((2,_7,5)):((_7,1,_14))",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(composition(((5,_3),(6),3):((_6,_30),(_1),90),(_5,_)));
        c.eq(
            "composition(((5,_3),(6),3):((_6,_30),(_1),90),(_5,_))",
            r.to_string(),
            "((5,1),(6)):((_6,30),(_1))",
        );
        c.runtime(
            "composition(((5,_3),(6),3):((_6,_30),(_1),90),(_5,_))",
            "((5,1),(6)):((_6,30),(_1))",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(composition(((_1,_1),_7,_2):((_2,_2),_2,_1),(_,_)));
        c.eq(
            "composition(((_1,_1),_7,_2):((_2,_2),_2,_1),(_,_))",
            r.to_string(),
            "((_1,_1),_7):((_2,_2),_2)",
        );
        c.runtime(
            "composition(((_1,_1),_7,_2):((_2,_2),_2,_1),(_,_))",
            "((_1,_1),_7):((_2,_2),_2)",
        );
        c.zst(
            "composition(((_1,_1),_7,_2):((_2,_2),_2,_1),(_,_))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(composition(((_3,_3),_3):((_12,_1),_36),(_1:_1,(_3):(_1))));
        c.eq(
            "composition(((_3,_3),_3):((_12,_1),_36),(_1:_1,(_3):(_1)))",
            r.to_string(),
            "(_1,(_3)):(_1,(_36))",
        );
        c.runtime(
            "composition(((_3,_3),_3):((_12,_1),_36),(_1:_1,(_3):(_1)))",
            "(_1,(_3)):(_1,(_36))",
        );
        c.zst(
            "composition(((_3,_3),_3):((_12,_1),_36),(_1:_1,(_3):(_1)))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    // expect_error: composition(((_3,_8,_7)):((_112,_56,_8)),_2:_56)
    c.err("composition(((_3,_8,_7)):((_112,_56,_8)),_2:_56)");
    // random:seed=20261122
    {
        let r =
            cute!(composition(((_4,_2),_3,_6):((_96,_1),_96,_2),((_8,_3):(_1,_8),(_3):(_1),_6)));
        c.eq(
            "composition(((_4,_2),_3,_6):((_96,_1),_96,_2),((_8,_3):(_1,_8),(_3):(_1),_6))",
            r.to_string(),
            "(((_4,_2),_3),(_3),_6):(((_96,_1),_2),(_96),_2)",
        );
        c.runtime(
            "composition(((_4,_2),_3,_6):((_96,_1),_96,_2),((_8,_3):(_1,_8),(_3):(_1),_6))",
            "(((_4,_2),_3),(_3),_6):(((_96,_1),_2),(_96),_2)",
        );
        c.zst(
            "composition(((_4,_2),_3,_6):((_96,_1),_96,_2),((_8,_3):(_1,_8),(_3):(_1),_6))",
            core::mem::size_of_val(&r),
        );
    }
    // cute-doc:02_layout_algebra.md
    {
        let r = cute!(composition((10,2):(16,4),(5,4):(1,5)));
        c.eq(
            "composition((10,2):(16,4),(5,4):(1,5))",
            r.to_string(),
            "((5,1),(2,2)):((16,4),(80,4))",
        );
        c.runtime(
            "composition((10,2):(16,4),(5,4):(1,5))",
            "((5,1),(2,2)):((16,4),(80,4))",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(composition((2):(_1),(1):(_1)));
        c.eq("composition((2):(_1),(1):(_1))", r.to_string(), "(1):(_1)");
        c.runtime("composition((2):(_1),(1):(_1))", "(1):(_1)");
    }
    // random:seed=20261122
    {
        let r = cute!(composition((2,1,4):(_1,1,2),(_3,_1):(12,_3)));
        c.eq(
            "composition((2,1,4):(_1,1,2),(_3,_1):(12,_3))",
            r.to_string(),
            "((1,1,3),_1):((12,6,12),4)",
        );
        c.runtime(
            "composition((2,1,4):(_1,1,2),(_3,_1):(12,_3))",
            "((1,1,3),_1):((12,6,12),4)",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(composition((4,_5):(_5,_1),(_1,_5)));
        c.eq(
            "composition((4,_5):(_5,_1),(_1,_5))",
            r.to_string(),
            "(_1,_5):(_5,_1)",
        );
        c.runtime("composition((4,_5):(_5,_1),(_1,_5))", "(_1,_5):(_5,_1)");
    }
    // cutlass-test:composition.cpp
    {
        let r = cute!(composition((48,24,5):(_1,128,3072),32:_1));
        c.eq(
            "composition((48,24,5):(_1,128,3072),32:_1)",
            r.to_string(),
            "(32,1,1):(_1,128,3072)",
        );
        c.runtime(
            "composition((48,24,5):(_1,128,3072),32:_1)",
            "(32,1,1):(_1,128,3072)",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(composition((7,6,8):(48,1,6),(7:_1)));
        c.eq(
            "composition((7,6,8):(48,1,6),(7:_1))",
            r.to_string(),
            "(7):(48)",
        );
        c.runtime("composition((7,6,8):(48,1,6),(7:_1))", "(7):(48)");
    }
    // random:seed=20261122
    {
        let r = cute!(composition((7,_6,8,_6):(32,112,2,_1344),((7):(1),_)));
        c.eq(
            "composition((7,_6,8,_6):(32,112,2,_1344),((7):(1),_))",
            r.to_string(),
            "((7),_6):((32),112)",
        );
        c.runtime(
            "composition((7,_6,8,_6):(32,112,2,_1344),((7):(1),_))",
            "((7),_6):((32),112)",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(composition((_1):(_1),((_4,_3)):((_1,_4))));
        c.eq(
            "composition((_1):(_1),((_4,_3)):((_1,_4)))",
            r.to_string(),
            "((_4,_3)):((_1,_4))",
        );
        c.runtime(
            "composition((_1):(_1),((_4,_3)):((_1,_4)))",
            "((_4,_3)):((_1,_4))",
        );
        c.zst(
            "composition((_1):(_1),((_4,_3)):((_1,_4)))",
            core::mem::size_of_val(&r),
        );
    }
    // cutlass-test:composition.cpp
    {
        let r = cute!(composition((_1,(_2,_4)):(_0,(_-1,_512)),_2:_-1));
        c.eq(
            "composition((_1,(_2,_4)):(_0,(_-1,_512)),_2:_-1)",
            r.to_string(),
            "_2:_1",
        );
        c.runtime("composition((_1,(_2,_4)):(_0,(_-1,_512)),_2:_-1)", "_2:_1");
        c.zst(
            "composition((_1,(_2,_4)):(_0,(_-1,_512)),_2:_-1)",
            core::mem::size_of_val(&r),
        );
    }
    // cutlass-test:composition.cpp
    {
        let r = cute!(composition((_1,(_2,_4)):(_0,(_-1,_512)),_4:_-1));
        c.eq(
            "composition((_1,(_2,_4)):(_0,(_-1,_512)),_4:_-1)",
            r.to_string(),
            "(_2,_2):(_1,_-512)",
        );
        c.runtime(
            "composition((_1,(_2,_4)):(_0,(_-1,_512)),_4:_-1)",
            "(_2,_2):(_1,_-512)",
        );
        c.zst(
            "composition((_1,(_2,_4)):(_0,(_-1,_512)),_4:_-1)",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(composition((_1,_7,_5,_4):(_140,_4,_28,_1),_6:_3));
        c.eq(
            "composition((_1,_7,_5,_4):(_140,_4,_28,_1),_6:_3)",
            r.to_string(),
            "_6:_12",
        );
        c.runtime(
            "composition((_1,_7,_5,_4):(_140,_4,_28,_1),_6:_3)",
            "_6:_12",
        );
        c.zst(
            "composition((_1,_7,_5,_4):(_140,_4,_28,_1),_6:_3)",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(composition((_1,_8):(_16,1),(_3):(1)));
        c.eq(
            "composition((_1,_8):(_16,1),(_3):(1))",
            r.to_string(),
            "(_3):(1)",
        );
        c.runtime("composition((_1,_8):(_16,1),(_3):(1))", "(_3):(1)");
    }
    // cutlass-test:composition.cpp
    {
        let r = cute!(composition((_12):(_1),(_4,_3):(_1,_4)));
        c.eq(
            "composition((_12):(_1),(_4,_3):(_1,_4))",
            r.to_string(),
            "(_4,_3):(_1,_4)",
        );
        c.runtime("composition((_12):(_1),(_4,_3):(_1,_4))", "(_4,_3):(_1,_4)");
        c.zst(
            "composition((_12):(_1),(_4,_3):(_1,_4))",
            core::mem::size_of_val(&r),
        );
    }
    // cutlass-test:composition.cpp
    {
        let r = cute!(composition((_12):(_2),(_4,_3):(_1,_4)));
        c.eq(
            "composition((_12):(_2),(_4,_3):(_1,_4))",
            r.to_string(),
            "(_4,_3):(_2,_8)",
        );
        c.runtime("composition((_12):(_2),(_4,_3):(_1,_4))", "(_4,_3):(_2,_8)");
        c.zst(
            "composition((_12):(_2),(_4,_3):(_1,_4))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(composition((_2,(5,5),4,5):(_1,(0,_4),6,_6),((_2):(1))));
        c.eq(
            "composition((_2,(5,5),4,5):(_1,(0,_4),6,_6),((_2):(1)))",
            r.to_string(),
            "((_2)):((1))",
        );
        c.runtime(
            "composition((_2,(5,5),4,5):(_1,(0,_4),6,_6),((_2):(1)))",
            "((_2)):((1))",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(composition((_2,_1):(_24,_6),_1:_2));
        c.eq(
            "composition((_2,_1):(_24,_6),_1:_2)",
            r.to_string(),
            "_1:_6",
        );
        c.runtime("composition((_2,_1):(_24,_6),_1:_2)", "_1:_6");
        c.zst(
            "composition((_2,_1):(_24,_6),_1:_2)",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    // expect_error: composition((_2,_7):(_48,_1),_7:_1)
    c.err("composition((_2,_7):(_48,_1),_7:_1)");
    // random:seed=20261122
    {
        let r = cute!(composition((_2,_8):(_8,_1),(_4,_6):(_6,_1)));
        c.eq(
            "composition((_2,_8):(_8,_1),(_4,_6):(_6,_1))",
            r.to_string(),
            "(_4,(_2,_3)):(_3,(_8,_1))",
        );
        c.runtime(
            "composition((_2,_8):(_8,_1),(_4,_6):(_6,_1))",
            "(_4,(_2,_3)):(_3,(_8,_1))",
        );
        c.zst(
            "composition((_2,_8):(_8,_1),(_4,_6):(_6,_1))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(composition((_4):(_1),(_1:_2)));
        c.eq("composition((_4):(_1),(_1:_2))", r.to_string(), "(_1):(_2)");
        c.runtime("composition((_4):(_1),(_1:_2))", "(_1):(_2)");
        c.zst("composition((_4):(_1),(_1:_2))", core::mem::size_of_val(&r));
    }
    // cutlass-test:composition.cpp
    {
        let r = cute!(composition((_4):(_1),(_2):(_1)));
        c.eq(
            "composition((_4):(_1),(_2):(_1))",
            r.to_string(),
            "(_2):(_1)",
        );
        c.runtime("composition((_4):(_1),(_2):(_1))", "(_2):(_1)");
        c.zst(
            "composition((_4):(_1),(_2):(_1))",
            core::mem::size_of_val(&r),
        );
    }
    // cutlass-test:composition.cpp
    {
        let r = cute!(composition((_4):(_1),(_4):(_-1)));
        c.eq(
            "composition((_4):(_1),(_4):(_-1))",
            r.to_string(),
            "(_4):(_-1)",
        );
        c.runtime("composition((_4):(_1),(_4):(_-1))", "(_4):(_-1)");
        c.zst(
            "composition((_4):(_1),(_4):(_-1))",
            core::mem::size_of_val(&r),
        );
    }
    // cutlass-test:composition.cpp
    {
        let r = cute!(composition((_4):(_1),(_4):(_0)));
        c.eq(
            "composition((_4):(_1),(_4):(_0))",
            r.to_string(),
            "(_4):(_0)",
        );
        c.runtime("composition((_4):(_1),(_4):(_0))", "(_4):(_0)");
        c.zst(
            "composition((_4):(_1),(_4):(_0))",
            core::mem::size_of_val(&r),
        );
    }
    // cutlass-test:composition.cpp
    {
        let r = cute!(composition((_4):(_1),(_4):(_1)));
        c.eq(
            "composition((_4):(_1),(_4):(_1))",
            r.to_string(),
            "(_4):(_1)",
        );
        c.runtime("composition((_4):(_1),(_4):(_1))", "(_4):(_1)");
        c.zst(
            "composition((_4):(_1),(_4):(_1))",
            core::mem::size_of_val(&r),
        );
    }
    // cutlass-test:composition.cpp
    {
        let r = cute!(composition((_4):(_2),(_2):(_1)));
        c.eq(
            "composition((_4):(_2),(_2):(_1))",
            r.to_string(),
            "(_2):(_2)",
        );
        c.runtime("composition((_4):(_2),(_2):(_1))", "(_2):(_2)");
        c.zst(
            "composition((_4):(_2),(_2):(_1))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(composition((_4,(_7,_5,_7)):(_1,(_140,_28,_4)),_4:_1));
        c.eq(
            "composition((_4,(_7,_5,_7)):(_1,(_140,_28,_4)),_4:_1)",
            r.to_string(),
            "_4:_1",
        );
        c.runtime(
            "composition((_4,(_7,_5,_7)):(_1,(_140,_28,_4)),_4:_1)",
            "_4:_1",
        );
        c.zst(
            "composition((_4,(_7,_5,_7)):(_1,(_140,_28,_4)),_4:_1)",
            core::mem::size_of_val(&r),
        );
    }
    // cutlass-test:composition.cpp
    {
        let r = cute!(composition((_4,_3):(_1,_4),(_4,_3):(_1,_4)));
        c.eq(
            "composition((_4,_3):(_1,_4),(_4,_3):(_1,_4))",
            r.to_string(),
            "(_4,_3):(_1,_4)",
        );
        c.runtime(
            "composition((_4,_3):(_1,_4),(_4,_3):(_1,_4))",
            "(_4,_3):(_1,_4)",
        );
        c.zst(
            "composition((_4,_3):(_1,_4),(_4,_3):(_1,_4))",
            core::mem::size_of_val(&r),
        );
    }
    // cutlass-test:composition.cpp
    {
        let r = cute!(composition((_4,_3):(_1,_4),(_4,_3):(_3,_1)));
        c.eq(
            "composition((_4,_3):(_1,_4),(_4,_3):(_3,_1))",
            r.to_string(),
            "(_4,_3):(_3,_1)",
        );
        c.runtime(
            "composition((_4,_3):(_1,_4),(_4,_3):(_3,_1))",
            "(_4,_3):(_3,_1)",
        );
        c.zst(
            "composition((_4,_3):(_1,_4),(_4,_3):(_3,_1))",
            core::mem::size_of_val(&r),
        );
    }
    // cutlass-test:composition.cpp
    {
        let r = cute!(composition((_4,_3):(_3,_1),(_24):(_1)));
        c.eq(
            "composition((_4,_3):(_3,_1),(_24):(_1))",
            r.to_string(),
            "((_4,_6)):((_3,_1))",
        );
        c.runtime(
            "composition((_4,_3):(_3,_1),(_24):(_1))",
            "((_4,_6)):((_3,_1))",
        );
        c.zst(
            "composition((_4,_3):(_3,_1),(_24):(_1))",
            core::mem::size_of_val(&r),
        );
    }
    // cutlass-test:composition.cpp
    {
        let r = cute!(composition((_4,_3):(_3,_1),(_4,_3):(_1,_4)));
        c.eq(
            "composition((_4,_3):(_3,_1),(_4,_3):(_1,_4))",
            r.to_string(),
            "(_4,_3):(_3,_1)",
        );
        c.runtime(
            "composition((_4,_3):(_3,_1),(_4,_3):(_1,_4))",
            "(_4,_3):(_3,_1)",
        );
        c.zst(
            "composition((_4,_3):(_3,_1),(_4,_3):(_1,_4))",
            core::mem::size_of_val(&r),
        );
    }
    // cutlass-test:composition.cpp
    {
        let r = cute!(composition((_4,_4):(_-1,_1),(_2,_4,_2):(_1,_4,_2)));
        c.eq(
            "composition((_4,_4):(_-1,_1),(_2,_4,_2):(_1,_4,_2))",
            r.to_string(),
            "(_2,_4,_2):(_-1,_1,_-2)",
        );
        c.runtime(
            "composition((_4,_4):(_-1,_1),(_2,_4,_2):(_1,_4,_2))",
            "(_2,_4,_2):(_-1,_1,_-2)",
        );
        c.zst(
            "composition((_4,_4):(_-1,_1),(_2,_4,_2):(_1,_4,_2))",
            core::mem::size_of_val(&r),
        );
    }
    // cutlass-test:composition.cpp
    {
        let r = cute!(composition((_4,_6,_8):(_1,_4,_7),_6:_1));
        c.eq(
            "composition((_4,_6,_8):(_1,_4,_7),_6:_1)",
            r.to_string(),
            "_6:_1",
        );
        c.runtime("composition((_4,_6,_8):(_1,_4,_7),_6:_1)", "_6:_1");
        c.zst(
            "composition((_4,_6,_8):(_1,_4,_7),_6:_1)",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(composition((_4,_8,_2):(_24,_1,_1),(_32):(_1)));
        c.eq(
            "composition((_4,_8,_2):(_24,_1,_1),(_32):(_1))",
            r.to_string(),
            "((_4,_8)):((_24,_1))",
        );
        c.runtime(
            "composition((_4,_8,_2):(_24,_1,_1),(_32):(_1))",
            "((_4,_8)):((_24,_1))",
        );
        c.zst(
            "composition((_4,_8,_2):(_24,_1,_1),(_32):(_1))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(composition((_5,6):(1,4),1:_1));
        c.eq(
            "composition((_5,6):(1,4),1:_1)",
            r.to_string(),
            "(1,1):(1,4)",
        );
        c.runtime("composition((_5,6):(1,4),1:_1)", "(1,1):(1,4)");
    }
    // random:seed=20261122
    // expect_error: composition((_5,_3,_3):(_9,_1,_3),_1:_9)
    c.err("composition((_5,_3,_3):(_9,_1,_3),_1:_9)");
    // random:seed=20261122
    {
        let r = cute!(composition((_5,_8):(_8,_3),(_5)));
        c.eq(
            "composition((_5,_8):(_8,_3),(_5))",
            r.to_string(),
            "(_5):(_8)",
        );
        c.runtime("composition((_5,_8):(_8,_3),(_5))", "(_5):(_8)");
        c.zst(
            "composition((_5,_8):(_8,_3),(_5))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(composition((_6,(_1,_4,_5)):(_20,(_1,_1,_4)),(_3:_1,_)));
        c.eq(
            "composition((_6,(_1,_4,_5)):(_20,(_1,_1,_4)),(_3:_1,_))",
            r.to_string(),
            "(_3,(_1,_4,_5)):(_20,(_1,_1,_4))",
        );
        c.runtime(
            "composition((_6,(_1,_4,_5)):(_20,(_1,_1,_4)),(_3:_1,_))",
            "(_3,(_1,_4,_5)):(_20,(_1,_1,_4))",
        );
        c.zst(
            "composition((_6,(_1,_4,_5)):(_20,(_1,_1,_4)),(_3:_1,_))",
            core::mem::size_of_val(&r),
        );
    }
    // cute-doc:02_layout_algebra.md
    {
        let r = cute!(composition((_6,_2):(_8,_2),(_4,_3):(_3,_1)));
        c.eq(
            "composition((_6,_2):(_8,_2),(_4,_3):(_3,_1))",
            r.to_string(),
            "((_2,_2),_3):((_24,_2),_8)",
        );
        c.runtime(
            "composition((_6,_2):(_8,_2),(_4,_3):(_3,_1))",
            "((_2,_2),_3):((_24,_2),_8)",
        );
        c.zst(
            "composition((_6,_2):(_8,_2),(_4,_3):(_3,_1))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(composition((_7,(8,_4),8):(_8,(56,448),1),16:_112));
        c.eq(
            "composition((_7,(8,_4),8):(_8,(56,448),1),16:_112)",
            r.to_string(),
            "(1,2,8):(896,896,1)",
        );
        c.runtime(
            "composition((_7,(8,_4),8):(_8,(56,448),1),16:_112)",
            "(1,2,8):(896,896,1)",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(composition((_8,(_2,_8,_5),_3,_1):(_2,(_1,_240,_48),_16,_2),(_8)));
        c.eq(
            "composition((_8,(_2,_8,_5),_3,_1):(_2,(_1,_240,_48),_16,_2),(_8))",
            r.to_string(),
            "(_8):(_2)",
        );
        c.runtime(
            "composition((_8,(_2,_8,_5),_3,_1):(_2,(_1,_240,_48),_16,_2),(_8))",
            "(_8):(_2)",
        );
        c.zst(
            "composition((_8,(_2,_8,_5),_3,_1):(_2,(_1,_240,_48),_16,_2),(_8))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    // expect_error: composition((_8,(_7,_1),_7):(_6,(_24,_24),_4),_7:_49)
    c.err("composition((_8,(_7,_1),_7):(_6,(_24,_24),_4),_7:_49)");
    // cutlass-test:composition.cpp
    {
        let r =
            cute!(composition((_8,_8):(_1,_8),((_2,_2,_2),(_2,_2,_2)):((_1,_16,_4),(_8,_2,_32))));
        c.eq(
            "composition((_8,_8):(_1,_8),((_2,_2,_2),(_2,_2,_2)):((_1,_16,_4),(_8,_2,_32)))",
            r.to_string(),
            "((_2,_2,_2),(_2,_2,_2)):((_1,_16,_4),(_8,_2,_32))",
        );
        c.runtime(
            "composition((_8,_8):(_1,_8),((_2,_2,_2),(_2,_2,_2)):((_1,_16,_4),(_8,_2,_32)))",
            "((_2,_2,_2),(_2,_2,_2)):((_1,_16,_4),(_8,_2,_32))",
        );
        c.zst(
            "composition((_8,_8):(_1,_8),((_2,_2,_2),(_2,_2,_2)):((_1,_16,_4),(_8,_2,_32)))",
            core::mem::size_of_val(&r),
        );
    }
    // cutlass-test:composition.cpp
    {
        let r =
            cute!(composition((_8,_8):(_8,_1),((_2,_2,_2),(_2,_2,_2)):((_1,_16,_4),(_8,_2,_32))));
        c.eq(
            "composition((_8,_8):(_8,_1),((_2,_2,_2),(_2,_2,_2)):((_1,_16,_4),(_8,_2,_32)))",
            r.to_string(),
            "((_2,_2,_2),(_2,_2,_2)):((_8,_2,_32),(_1,_16,_4))",
        );
        c.runtime(
            "composition((_8,_8):(_8,_1),((_2,_2,_2),(_2,_2,_2)):((_1,_16,_4),(_8,_2,_32)))",
            "((_2,_2,_2),(_2,_2,_2)):((_8,_2,_32),(_1,_16,_4))",
        );
        c.zst(
            "composition((_8,_8):(_8,_1),((_2,_2,_2),(_2,_2,_2)):((_1,_16,_4),(_8,_2,_32)))",
            core::mem::size_of_val(&r),
        );
    }
    // cutlass-test:composition.cpp
    {
        let r = cute!(composition((_8,_8):(_8,_1),_2:_3));
        c.eq(
            "composition((_8,_8):(_8,_1),_2:_3)",
            r.to_string(),
            "_2:_24",
        );
        c.runtime("composition((_8,_8):(_8,_1),_2:_3)", "_2:_24");
        c.zst(
            "composition((_8,_8):(_8,_1),_2:_3)",
            core::mem::size_of_val(&r),
        );
    }
    // cute-doc:02_layout_algebra.md
    {
        let r = cute!(composition((_9,(_4,_8)):(_59,(_13,_1)),(_3:_3,(_2,_4):(_1,_8))));
        c.eq(
            "composition((_9,(_4,_8)):(_59,(_13,_1)),(_3:_3,(_2,_4):(_1,_8)))",
            r.to_string(),
            "(_3,(_2,_4)):(_177,(_13,_2))",
        );
        c.runtime(
            "composition((_9,(_4,_8)):(_59,(_13,_1)),(_3:_3,(_2,_4):(_1,_8)))",
            "(_3,(_2,_4)):(_177,(_13,_2))",
        );
        c.zst(
            "composition((_9,(_4,_8)):(_59,(_13,_1)),(_3:_3,(_2,_4):(_1,_8)))",
            core::mem::size_of_val(&r),
        );
    }
    // cutlass-test:composition.cpp
    {
        let r = cute!(composition(12:1,_4:1));
        c.eq("composition(12:1,_4:1)", r.to_string(), "_4:1");
        c.runtime("composition(12:1,_4:1)", "_4:1");
    }
    // cutlass-test:composition.cpp
    {
        let r = cute!(composition(3:_1,_4:_1));
        c.eq("composition(3:_1,_4:_1)", r.to_string(), "_4:_1");
        c.runtime("composition(3:_1,_4:_1)", "_4:_1");
    }
    // random:seed=20261122
    {
        let r = cute!(composition(5:_1,(5):(1)));
        c.eq("composition(5:_1,(5):(1))", r.to_string(), "(5):(1)");
        c.runtime("composition(5:_1,(5):(1))", "(5):(1)");
    }
    // cutlass-test:composition.cpp
    {
        let r = cute!(composition(_1:_0,_1:_0));
        c.eq("composition(_1:_0,_1:_0)", r.to_string(), "_1:_0");
        c.runtime("composition(_1:_0,_1:_0)", "_1:_0");
        c.zst("composition(_1:_0,_1:_0)", core::mem::size_of_val(&r));
    }
    // cutlass-test:composition.cpp
    {
        let r = cute!(composition(_1:_0,_1:_1));
        c.eq("composition(_1:_0,_1:_1)", r.to_string(), "_1:_0");
        c.runtime("composition(_1:_0,_1:_1)", "_1:_0");
        c.zst("composition(_1:_0,_1:_1)", core::mem::size_of_val(&r));
    }
    // cutlass-test:composition.cpp
    {
        let r = cute!(composition(_1:_1,_1:_1));
        c.eq("composition(_1:_1,_1:_1)", r.to_string(), "_1:_1");
        c.runtime("composition(_1:_1,_1:_1)", "_1:_1");
        c.zst("composition(_1:_1,_1:_1)", core::mem::size_of_val(&r));
    }
    // random:seed=20261122
    {
        let r = cute!(composition(_6:_8,(_2):(_1)));
        c.eq("composition(_6:_8,(_2):(_1))", r.to_string(), "(_2):(_8)");
        c.runtime("composition(_6:_8,(_2):(_1))", "(_2):(_8)");
        c.zst("composition(_6:_8,(_2):(_1))", core::mem::size_of_val(&r));
    }
    c.done("composition.jsonl");
}

#[test]
fn cosize() {
    let mut c = Check::default();
    // random:seed=20261122
    {
        let r = cute!(cosize(((1,_8,6),2):((_1,_1,8),48)));
        c.eq("cosize(((1,_8,6),2):((_1,_1,8),48))", r.to_string(), "96");
        c.runtime("cosize(((1,_8,6),2):((_1,_1,8),48))", "96");
    }
    // random:seed=20261122
    {
        let r = cute!(cosize(((7,3,5),(1,3),5):((1,56,630),(1,210),42)));
        c.eq(
            "cosize(((7,3,5),(1,3),5):((1,56,630),(1,210),42))",
            r.to_string(),
            "3227",
        );
        c.runtime("cosize(((7,3,5),(1,3),5):((1,56,630),(1,210),42))", "3227");
    }
    // random:seed=20261122
    {
        let r = cute!(cosize(((8,_8)):((_6,_12))));
        c.eq("cosize(((8,_8)):((_6,_12)))", r.to_string(), "127");
        c.runtime("cosize(((8,_8)):((_6,_12)))", "127");
    }
    // random:seed=20261122
    {
        let r = cute!(cosize(((_8),_4):((_64),_64)));
        c.eq("cosize(((_8),_4):((_64),_64))", r.to_string(), "_641");
        c.runtime("cosize(((_8),_4):((_64),_64))", "_641");
        c.zst("cosize(((_8),_4):((_64),_64))", core::mem::size_of_val(&r));
    }
    // seed:003_a55ca988014c955d s2xh4
    {
        let r = cute!(cosize((2,(2,2)):(4,(2,1))));
        c.eq("cosize((2,(2,2)):(4,(2,1)))", r.to_string(), "8");
        c.runtime("cosize((2,(2,2)):(4,(2,1)))", "8");
    }
    // random:seed=20261122
    {
        let r = cute!(cosize((3,5,_6):(1,18,3)));
        c.eq("cosize((3,5,_6):(1,18,3))", r.to_string(), "90");
        c.runtime("cosize((3,5,_6):(1,18,3))", "90");
    }
    // random:seed=20261122
    {
        let r = cute!(cosize((4,(7,3)):(1,(4,28))));
        c.eq("cosize((4,(7,3)):(1,(4,28)))", r.to_string(), "84");
        c.runtime("cosize((4,(7,3)):(1,(4,28)))", "84");
    }
    // random:seed=20261122
    {
        let r = cute!(cosize((_1,_6):(_32,_1)));
        c.eq("cosize((_1,_6):(_32,_1))", r.to_string(), "_6");
        c.runtime("cosize((_1,_6):(_32,_1))", "_6");
        c.zst("cosize((_1,_6):(_32,_1))", core::mem::size_of_val(&r));
    }
    // seed:003_a55ca988014c955d exercise 3
    {
        let r = cute!(cosize((_2,_3):(_1,_2)));
        c.eq("cosize((_2,_3):(_1,_2))", r.to_string(), "_6");
        c.runtime("cosize((_2,_3):(_1,_2))", "_6");
        c.zst("cosize((_2,_3):(_1,_2))", core::mem::size_of_val(&r));
    }
    // random:seed=20261122
    {
        let r = cute!(cosize((_3,_1):(_1,_3)));
        c.eq("cosize((_3,_1):(_1,_3))", r.to_string(), "_3");
        c.runtime("cosize((_3,_1):(_1,_3))", "_3");
        c.zst("cosize((_3,_1):(_1,_3))", core::mem::size_of_val(&r));
    }
    // random:seed=20261122
    {
        let r = cute!(cosize((_5,(_1,_6),(7,4,_8),(_4,_4)):(_21504,(_21504,896),(_128,_5376,_1),(_32,8))));
        c.eq(
            "cosize((_5,(_1,_6),(7,4,_8),(_4,_4)):(_21504,(_21504,896),(_128,_5376,_1),(_32,8)))",
            r.to_string(),
            "107520",
        );
        c.runtime(
            "cosize((_5,(_1,_6),(7,4,_8),(_4,_4)):(_21504,(_21504,896),(_128,_5376,_1),(_32,8)))",
            "107520",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(cosize((_6,(_3,_4)):(_3,(_1,_2))));
        c.eq("cosize((_6,(_3,_4)):(_3,(_1,_2)))", r.to_string(), "_24");
        c.runtime("cosize((_6,(_3,_4)):(_3,(_1,_2)))", "_24");
        c.zst(
            "cosize((_6,(_3,_4)):(_3,(_1,_2)))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(cosize((_7):(_2)));
        c.eq("cosize((_7):(_2))", r.to_string(), "_13");
        c.runtime("cosize((_7):(_2))", "_13");
        c.zst("cosize((_7):(_2))", core::mem::size_of_val(&r));
    }
    // random:seed=20261122
    {
        let r = cute!(cosize(4:1));
        c.eq("cosize(4:1)", r.to_string(), "4");
        c.runtime("cosize(4:1)", "4");
    }
    // seed:003_a55ca988014c955d exercise 1
    {
        let r = cute!(cosize(_4:_1));
        c.eq("cosize(_4:_1)", r.to_string(), "_4");
        c.runtime("cosize(_4:_1)", "_4");
        c.zst("cosize(_4:_1)", core::mem::size_of_val(&r));
    }
    c.done("cosize.jsonl");
}

#[test]
fn crd2idx() {
    let mut c = Check::default();
    // random:seed=20261122
    {
        let r = cute!(crd2idx(
            ((_0, _0), _0, _6),
            ((_1, 8), _5, _8),
            ((0, _32), _4, _45)
        ));
        c.eq(
            "crd2idx(((_0,_0),_0,_6),((_1,8),_5,_8),((0,_32),_4,_45))",
            r.to_string(),
            "_270",
        );
        c.runtime(
            "crd2idx(((_0,_0),_0,_6),((_1,8),_5,_8),((0,_32),_4,_45))",
            "_270",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(crd2idx((0, 0), (1, _1), (1, _1)));
        c.eq("crd2idx((0,0),(1,_1),(1,_1))", r.to_string(), "0");
        c.runtime("crd2idx((0,0),(1,_1),(1,_1))", "0");
    }
    // random:seed=20261122
    {
        let r = cute!(crd2idx((1, 0, 24), (3, 3, (6, 2, 3)), (4, 2, (16, 48, 3))));
        c.eq(
            "crd2idx((1,0,24),(3,3,(6,2,3)),(4,2,(16,48,3)))",
            r.to_string(),
            "10",
        );
        c.runtime("crd2idx((1,0,24),(3,3,(6,2,3)),(4,2,(16,48,3)))", "10");
    }
    // seed:000_8984093bb4f78ffc; cute-doc:01_layout.md
    {
        let r = cute!(crd2idx((_1, (_1, _2)), (_3, (_2, _3)), (_3, (_12, _1))));
        c.eq(
            "crd2idx((_1,(_1,_2)),(_3,(_2,_3)),(_3,(_12,_1)))",
            r.to_string(),
            "_17",
        );
        c.runtime("crd2idx((_1,(_1,_2)),(_3,(_2,_3)),(_3,(_12,_1)))", "_17");
        c.zst(
            "crd2idx((_1,(_1,_2)),(_3,(_2,_3)),(_3,(_12,_1)))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(crd2idx((_1, 6, 0, 0), (_4, 7, 1, 3), (12, 24, _168, 2)));
        c.eq(
            "crd2idx((_1,6,0,0),(_4,7,1,3),(12,24,_168,2))",
            r.to_string(),
            "156",
        );
        c.runtime("crd2idx((_1,6,0,0),(_4,7,1,3),(12,24,_168,2))", "156");
    }
    // seed:000_8984093bb4f78ffc; cute-doc:01_layout.md
    {
        let r = cute!(crd2idx((_1, _5), (_3, (_2, _3)), (_3, (_12, _1))));
        c.eq(
            "crd2idx((_1,_5),(_3,(_2,_3)),(_3,(_12,_1)))",
            r.to_string(),
            "_17",
        );
        c.runtime("crd2idx((_1,_5),(_3,(_2,_3)),(_3,(_12,_1)))", "_17");
        c.zst(
            "crd2idx((_1,_5),(_3,(_2,_3)),(_3,(_12,_1)))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(crd2idx(
            (_17, _0, _6, _2),
            ((_5, _8), _5, _7, _7),
            ((_49, _1225), _245, _1, _7)
        ));
        c.eq(
            "crd2idx((_17,_0,_6,_2),((_5,_8),_5,_7,_7),((_49,_1225),_245,_1,_7))",
            r.to_string(),
            "_3793",
        );
        c.runtime(
            "crd2idx((_17,_0,_6,_2),((_5,_8),_5,_7,_7),((_49,_1225),_245,_1,_7))",
            "_3793",
        );
        c.zst(
            "crd2idx((_17,_0,_6,_2),((_5,_8),_5,_7,_7),((_49,_1225),_245,_1,_7))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(crd2idx(
            (_7, (_0, _3)),
            ((_2, _8), (_2, _7)),
            ((_1, _28), (_2, _4))
        ));
        c.eq(
            "crd2idx((_7,(_0,_3)),((_2,_8),(_2,_7)),((_1,_28),(_2,_4)))",
            r.to_string(),
            "_97",
        );
        c.runtime(
            "crd2idx((_7,(_0,_3)),((_2,_8),(_2,_7)),((_1,_28),(_2,_4)))",
            "_97",
        );
        c.zst(
            "crd2idx((_7,(_0,_3)),((_2,_8),(_2,_7)),((_1,_28),(_2,_4)))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(crd2idx(20, (8, (1, 3), 2), (6, (1, 2), 1)));
        c.eq("crd2idx(20,(8,(1,3),2),(6,(1,2),1))", r.to_string(), "28");
        c.runtime("crd2idx(20,(8,(1,3),2),(6,(1,2),1))", "28");
    }
    // random:seed=20261122
    {
        let r = cute!(crd2idx(_2, _4, _1));
        c.eq("crd2idx(_2,_4,_1)", r.to_string(), "_2");
        c.runtime("crd2idx(_2,_4,_1)", "_2");
        c.zst("crd2idx(_2,_4,_1)", core::mem::size_of_val(&r));
    }
    // random:seed=20261122
    {
        let r = cute!(crd2idx(_341, (_4, _4, (_6, _6)), (_6, _144, (_1, _24))));
        c.eq(
            "crd2idx(_341,(_4,_4,(_6,_6)),(_6,_144,(_1,_24)))",
            r.to_string(),
            "_225",
        );
        c.runtime("crd2idx(_341,(_4,_4,(_6,_6)),(_6,_144,(_1,_24)))", "_225");
        c.zst(
            "crd2idx(_341,(_4,_4,(_6,_6)),(_6,_144,(_1,_24)))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(crd2idx(_537, (_4, _7, _4, _7), (_14, _56, _1176, _3)));
        c.eq(
            "crd2idx(_537,(_4,_7,_4,_7),(_14,_56,_1176,_3))",
            r.to_string(),
            "_3610",
        );
        c.runtime("crd2idx(_537,(_4,_7,_4,_7),(_14,_56,_1176,_3))", "_3610");
        c.zst(
            "crd2idx(_537,(_4,_7,_4,_7),(_14,_56,_1176,_3))",
            core::mem::size_of_val(&r),
        );
    }
    c.done("crd2idx.jsonl");
}

#[test]
fn depth() {
    let mut c = Check::default();
    // cutlass-test:tuple.cpp
    {
        let r = cute!(depth(((1, 2), 8, 2)));
        c.eq("depth(((1,2),8,2))", r.to_string(), "_2");
        c.runtime("depth(((1,2),8,2))", "_2");
    }
    // cutlass-test:int_tuple.cpp
    {
        let r = cute!(depth(((2, (4, 2)))));
        c.eq("depth(((2,(4,2))))", r.to_string(), "_3");
        c.runtime("depth(((2,(4,2))))", "_3");
    }
    // seed:000_8984093bb4f78ffc
    {
        let r = cute!(depth(((2,2),2):((4,2),1)));
        c.eq("depth(((2,2),2):((4,2),1))", r.to_string(), "_2");
        c.runtime("depth(((2,2),2):((4,2),1))", "_2");
    }
    // seed:000_8984093bb4f78ffc
    {
        let r = cute!(depth((2,3):(1,2)));
        c.eq("depth((2,3):(1,2))", r.to_string(), "_1");
        c.runtime("depth((2,3):(1,2))", "_1");
    }
    // random:seed=20261122
    {
        let r = cute!(depth((3,2):(_1,3)));
        c.eq("depth((3,2):(_1,3))", r.to_string(), "_1");
        c.runtime("depth((3,2):(_1,3))", "_1");
    }
    // random:seed=20261122
    {
        let r = cute!(depth((3,7):(7,1)));
        c.eq("depth((3,7):(7,1))", r.to_string(), "_1");
        c.runtime("depth((3,7):(7,1))", "_1");
    }
    // random:seed=20261122
    {
        let r = cute!(depth((4, (3, 1), _3, (_7, _1, 4))));
        c.eq("depth((4,(3,1),_3,(_7,_1,4)))", r.to_string(), "_2");
        c.runtime("depth((4,(3,1),_3,(_7,_1,4)))", "_2");
    }
    // random:seed=20261122
    {
        let r = cute!(depth((4,3):(1,4)));
        c.eq("depth((4,3):(1,4))", r.to_string(), "_1");
        c.runtime("depth((4,3):(1,4))", "_1");
    }
    // random:seed=20261122
    {
        let r = cute!(depth((5, _3)));
        c.eq("depth((5,_3))", r.to_string(), "_1");
        c.runtime("depth((5,_3))", "_1");
    }
    // random:seed=20261122
    {
        let r = cute!(depth((_1, _1, _1, _7)));
        c.eq("depth((_1,_1,_1,_7))", r.to_string(), "_1");
        c.runtime("depth((_1,_1,_1,_7))", "_1");
        c.zst("depth((_1,_1,_1,_7))", core::mem::size_of_val(&r));
    }
    // seed:003_a55ca988014c955d s2xd4; seed:003_a55ca988014c955d s2xd4_col
    {
        let r = cute!(depth((_2,4):(_1,_2)));
        c.eq("depth((_2,4):(_1,_2))", r.to_string(), "_1");
        c.runtime("depth((_2,4):(_1,_2))", "_1");
    }
    // random:seed=20261122
    {
        let r = cute!(depth((_3,_2,(_4,_1),_5):(_40,5,(_10,_120),_1)));
        c.eq(
            "depth((_3,_2,(_4,_1),_5):(_40,5,(_10,_120),_1))",
            r.to_string(),
            "_2",
        );
        c.runtime("depth((_3,_2,(_4,_1),_5):(_40,5,(_10,_120),_1))", "_2");
    }
    // random:seed=20261122
    {
        let r = cute!(depth((_4)));
        c.eq("depth((_4))", r.to_string(), "_1");
        c.runtime("depth((_4))", "_1");
        c.zst("depth((_4))", core::mem::size_of_val(&r));
    }
    // random:seed=20261122
    {
        let r = cute!(depth((_4,4,(_8,8),(_7,8)):(_224,_1,(_28,896),(_4,7168))));
        c.eq(
            "depth((_4,4,(_8,8),(_7,8)):(_224,_1,(_28,896),(_4,7168)))",
            r.to_string(),
            "_2",
        );
        c.runtime(
            "depth((_4,4,(_8,8),(_7,8)):(_224,_1,(_28,896),(_4,7168)))",
            "_2",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(depth((_8,(_1,_3),4):(_12,(12,12),8)));
        c.eq("depth((_8,(_1,_3),4):(_12,(12,12),8))", r.to_string(), "_2");
        c.runtime("depth((_8,(_1,_3),4):(_12,(12,12),8))", "_2");
    }
    c.done("depth.jsonl");
}

#[test]
fn downcast() {
    let mut c = Check::default();
    // random:seed=20261122
    {
        let r = cute!(downcast(((_2,_3,_2),(_6,1,_6)):((_6,_72,_216),(12,_6,_1)),2));
        c.eq(
            "downcast(((_2,_3,_2),(_6,1,_6)):((_6,_72,_216),(12,_6,_1)),2)",
            r.to_string(),
            "((_2,_3,_2),(_6,1,_12)):((_12,_144,_432),(24,_12,_1))",
        );
        c.runtime(
            "downcast(((_2,_3,_2),(_6,1,_6)):((_6,_72,_216),(12,_6,_1)),2)",
            "((_2,_3,_2),(_6,1,_12)):((_12,_144,_432),(24,_12,_1))",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(downcast(((_2,_6,_3),(_7,_7,_7)):((_1,_2058,_686),(_98,_2,_14)),2));
        c.eq(
            "downcast(((_2,_6,_3),(_7,_7,_7)):((_1,_2058,_686),(_98,_2,_14)),2)",
            r.to_string(),
            "((_4,_6,_3),(_7,_7,_7)):((_1,_4116,_1372),(_196,_4,_28))",
        );
        c.runtime(
            "downcast(((_2,_6,_3),(_7,_7,_7)):((_1,_2058,_686),(_98,_2,_14)),2)",
            "((_4,_6,_3),(_7,_7,_7)):((_1,_4116,_1372),(_196,_4,_28))",
        );
        c.zst(
            "downcast(((_2,_6,_3),(_7,_7,_7)):((_1,_2058,_686),(_98,_2,_14)),2)",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(downcast(((_7),(_2,_2,_5)):((_40),(_1,_20,4)),8));
        c.eq(
            "downcast(((_7),(_2,_2,_5)):((_40),(_1,_20,4)),8)",
            r.to_string(),
            "((_7),(_16,_2,_5)):((_320),(_1,_160,32))",
        );
        c.runtime(
            "downcast(((_7),(_2,_2,_5)):((_40),(_1,_20,4)),8)",
            "((_7),(_16,_2,_5)):((_320),(_1,_160,32))",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(downcast((6,(1,8,2)):(_1,(12,12,6)),8));
        c.eq(
            "downcast((6,(1,8,2)):(_1,(12,12,6)),8)",
            r.to_string(),
            "(48,(1,8,2)):(_1,(96,96,48))",
        );
        c.runtime(
            "downcast((6,(1,8,2)):(_1,(12,12,6)),8)",
            "(48,(1,8,2)):(_1,(96,96,48))",
        );
    }
    // random:seed=20261122
    // expect_error: downcast((6,3,_7):(_7,42,1),2)
    c.err("downcast((6,3,_7):(_7,42,1),2)");
    // random:seed=20261122
    {
        let r = cute!(downcast((7,(7,4),(4,5)):(112,(16,_1),(4,784)),4));
        c.eq(
            "downcast((7,(7,4),(4,5)):(112,(16,_1),(4,784)),4)",
            r.to_string(),
            "(7,(7,16),(4,5)):(448,(64,_1),(16,3136))",
        );
        c.runtime(
            "downcast((7,(7,4),(4,5)):(112,(16,_1),(4,784)),4)",
            "(7,(7,16),(4,5)):(448,(64,_1),(16,3136))",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(downcast((7,_2):(_2,_1),4));
        c.eq(
            "downcast((7,_2):(_2,_1),4)",
            r.to_string(),
            "(7,_8):(_8,_1)",
        );
        c.runtime("downcast((7,_2):(_2,_1),4)", "(7,_8):(_8,_1)");
    }
    // random:seed=20261122
    {
        let r = cute!(downcast((_1,_7):(_1,_1),8));
        c.eq(
            "downcast((_1,_7):(_1,_1),8)",
            r.to_string(),
            "(_8,_56):(_1,_1)",
        );
        c.runtime("downcast((_1,_7):(_1,_1),8)", "(_8,_56):(_1,_1)");
        c.zst("downcast((_1,_7):(_1,_1),8)", core::mem::size_of_val(&r));
    }
    // random:seed=20261122
    {
        let r = cute!(downcast((_3,_8,6):(_1,_3,_24),8));
        c.eq(
            "downcast((_3,_8,6):(_1,_3,_24),8)",
            r.to_string(),
            "(_24,_8,6):(_1,_24,_192)",
        );
        c.runtime(
            "downcast((_3,_8,6):(_1,_3,_24),8)",
            "(_24,_8,6):(_1,_24,_192)",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(downcast((_5,(_3,_1),(_6,_8,_5)):(_1,(_100,_20),(_300,_1800,_20)),2));
        c.eq(
            "downcast((_5,(_3,_1),(_6,_8,_5)):(_1,(_100,_20),(_300,_1800,_20)),2)",
            r.to_string(),
            "(_10,(_3,_1),(_6,_8,_5)):(_1,(_200,_40),(_600,_3600,_40))",
        );
        c.runtime(
            "downcast((_5,(_3,_1),(_6,_8,_5)):(_1,(_100,_20),(_300,_1800,_20)),2)",
            "(_10,(_3,_1),(_6,_8,_5)):(_1,(_200,_40),(_600,_3600,_40))",
        );
        c.zst(
            "downcast((_5,(_3,_1),(_6,_8,_5)):(_1,(_100,_20),(_300,_1800,_20)),2)",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(downcast((_7,_8):(_1,_14),4));
        c.eq(
            "downcast((_7,_8):(_1,_14),4)",
            r.to_string(),
            "(_28,_8):(_1,_56)",
        );
        c.runtime("downcast((_7,_8):(_1,_14),4)", "(_28,_8):(_1,_56)");
        c.zst("downcast((_7,_8):(_1,_14),4)", core::mem::size_of_val(&r));
    }
    // random:seed=20261122
    {
        let r = cute!(downcast(1:_1,2));
        c.eq("downcast(1:_1,2)", r.to_string(), "2:_1");
        c.runtime("downcast(1:_1,2)", "2:_1");
    }
    // random:seed=20261122
    {
        let r = cute!(downcast(5:_1,4));
        c.eq("downcast(5:_1,4)", r.to_string(), "20:_1");
        c.runtime("downcast(5:_1,4)", "20:_1");
    }
    c.done("downcast.jsonl");
}

#[test]
fn eval() {
    let mut c = Check::default();
    // seed:000_8984093bb4f78ffc
    {
        let r = cute!(eval(((4,2)):((1,4)),7));
        c.eq("eval(((4,2)):((1,4)),7)", r.to_string(), "7");
        c.runtime("eval(((4,2)):((1,4)),7)", "7");
    }
    // seed:000_8984093bb4f78ffc
    {
        let r = cute!(eval(((4,2)):((2,1)),1));
        c.eq("eval(((4,2)):((2,1)),1)", r.to_string(), "2");
        c.runtime("eval(((4,2)):((2,1)),1)", "2");
    }
    // seed:000_8984093bb4f78ffc
    {
        let r = cute!(eval(((4,2)):((2,1)),2));
        c.eq("eval(((4,2)):((2,1)),2)", r.to_string(), "4");
        c.runtime("eval(((4,2)):((2,1)),2)", "4");
    }
    // seed:000_8984093bb4f78ffc
    {
        let r = cute!(eval(((4,2)):((2,1)),7));
        c.eq("eval(((4,2)):((2,1)),7)", r.to_string(), "7");
        c.runtime("eval(((4,2)):((2,1)),7)", "7");
    }
    // random:seed=20261122
    {
        let r = cute!(eval(((8,4),3):((1,8),32),53));
        c.eq("eval(((8,4),3):((1,8),32),53)", r.to_string(), "53");
        c.runtime("eval(((8,4),3):((1,8),32),53)", "53");
    }
    // random:seed=20261122
    {
        let r = cute!(eval(((_6),_2):((4),_6),_6));
        c.eq("eval(((_6),_2):((4),_6),_6)", r.to_string(), "_6");
        c.runtime("eval(((_6),_2):((4),_6),_6)", "_6");
    }
    // random:seed=20261122
    {
        let r = cute!(eval((1,(_8)):(1,(1)),(_0,(_2))));
        c.eq("eval((1,(_8)):(1,(1)),(_0,(_2)))", r.to_string(), "2");
        c.runtime("eval((1,(_8)):(1,(1)),(_0,(_2)))", "2");
    }
    // random:seed=20261122
    {
        let r = cute!(eval((1,_8,7):(56,7,1),(_0,4,6)));
        c.eq("eval((1,_8,7):(56,7,1),(_0,4,6))", r.to_string(), "34");
        c.runtime("eval((1,_8,7):(56,7,1),(_0,4,6))", "34");
    }
    // random:seed=20261122
    {
        let r = cute!(eval((2,7):(3,0),(0,3)));
        c.eq("eval((2,7):(3,0),(0,3))", r.to_string(), "0");
        c.runtime("eval((2,7):(3,0),(0,3))", "0");
    }
    // seed:000_8984093bb4f78ffc
    {
        let r = cute!(eval((3,(2,3)):(3,(12,1)),(1,5)));
        c.eq("eval((3,(2,3)):(3,(12,1)),(1,5))", r.to_string(), "17");
        c.runtime("eval((3,(2,3)):(3,(12,1)),(1,5))", "17");
    }
    // random:seed=20261122
    {
        let r = cute!(eval((5,_7,_8,_8):(_448,64,_1,_8),975));
        c.eq(
            "eval((5,_7,_8,_8):(_448,64,_1,_8),975)",
            r.to_string(),
            "411",
        );
        c.runtime("eval((5,_7,_8,_8):(_448,64,_1,_8),975)", "411");
    }
    // random:seed=20261122
    {
        let r = cute!(eval((7,6):(1,7),(1,4)));
        c.eq("eval((7,6):(1,7),(1,4))", r.to_string(), "29");
        c.runtime("eval((7,6):(1,7),(1,4))", "29");
    }
    // random:seed=20261122
    {
        let r = cute!(eval((_2,2):(6,4),(_1,0)));
        c.eq("eval((_2,2):(6,4),(_1,0))", r.to_string(), "6");
        c.runtime("eval((_2,2):(6,4),(_1,0))", "6");
    }
    // seed:000_8984093bb4f78ffc
    {
        let r = cute!(eval((_3,(_2,_3)):(_3,(_12,_1)),(0,(0,0))));
        c.eq(
            "eval((_3,(_2,_3)):(_3,(_12,_1)),(0,(0,0)))",
            r.to_string(),
            "0",
        );
        c.runtime("eval((_3,(_2,_3)):(_3,(_12,_1)),(0,(0,0)))", "0");
    }
    // seed:000_8984093bb4f78ffc
    {
        let r = cute!(eval((_3,(_2,_3)):(_3,(_12,_1)),(2,(1,2))));
        c.eq(
            "eval((_3,(_2,_3)):(_3,(_12,_1)),(2,(1,2)))",
            r.to_string(),
            "20",
        );
        c.runtime("eval((_3,(_2,_3)):(_3,(_12,_1)),(2,(1,2)))", "20");
    }
    // seed:000_8984093bb4f78ffc
    {
        let r = cute!(eval((_3,(_2,_3)):(_3,(_12,_1)),(_1,(_1,_2))));
        c.eq(
            "eval((_3,(_2,_3)):(_3,(_12,_1)),(_1,(_1,_2)))",
            r.to_string(),
            "_17",
        );
        c.runtime("eval((_3,(_2,_3)):(_3,(_12,_1)),(_1,(_1,_2)))", "_17");
        c.zst(
            "eval((_3,(_2,_3)):(_3,(_12,_1)),(_1,(_1,_2)))",
            core::mem::size_of_val(&r),
        );
    }
    // seed:000_8984093bb4f78ffc
    {
        let r = cute!(eval((_3,(_2,_3)):(_3,(_12,_1)),_16));
        c.eq("eval((_3,(_2,_3)):(_3,(_12,_1)),_16)", r.to_string(), "_17");
        c.runtime("eval((_3,(_2,_3)):(_3,(_12,_1)),_16)", "_17");
        c.zst(
            "eval((_3,(_2,_3)):(_3,(_12,_1)),_16)",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(eval(5:1,1));
        c.eq("eval(5:1,1)", r.to_string(), "1");
        c.runtime("eval(5:1,1)", "1");
    }
    // seed:000_8984093bb4f78ffc
    {
        let r = cute!(eval(8:1,0));
        c.eq("eval(8:1,0)", r.to_string(), "0");
        c.runtime("eval(8:1,0)", "0");
    }
    // seed:000_8984093bb4f78ffc
    {
        let r = cute!(eval(8:1,4));
        c.eq("eval(8:1,4)", r.to_string(), "4");
        c.runtime("eval(8:1,4)", "4");
    }
    // seed:000_8984093bb4f78ffc
    {
        let r = cute!(eval(8:1,7));
        c.eq("eval(8:1,7)", r.to_string(), "7");
        c.runtime("eval(8:1,7)", "7");
    }
    // seed:000_8984093bb4f78ffc
    {
        let r = cute!(eval(8:2,3));
        c.eq("eval(8:2,3)", r.to_string(), "6");
        c.runtime("eval(8:2,3)", "6");
    }
    // seed:000_8984093bb4f78ffc
    {
        let r = cute!(eval(8:2,6));
        c.eq("eval(8:2,6)", r.to_string(), "12");
        c.runtime("eval(8:2,6)", "12");
    }
    // seed:000_8984093bb4f78ffc
    {
        let r = cute!(eval(8:2,7));
        c.eq("eval(8:2,7)", r.to_string(), "14");
        c.runtime("eval(8:2,7)", "14");
    }
    // random:seed=20261122
    {
        let r = cute!(eval(_6:1,1));
        c.eq("eval(_6:1,1)", r.to_string(), "1");
        c.runtime("eval(_6:1,1)", "1");
    }
    // random:seed=20261122
    {
        let r = cute!(eval(_7:_1,4));
        c.eq("eval(_7:_1,4)", r.to_string(), "4");
        c.runtime("eval(_7:_1,4)", "4");
    }
    c.done("eval.jsonl");
}

#[test]
fn filter() {
    let mut c = Check::default();
    // random:seed=20261122
    {
        let r = cute!(filter(((3),5):((_16),0)));
        c.eq("filter(((3),5):((_16),0))", r.to_string(), "(3,5):(_16,0)");
        c.runtime("filter(((3),5):((_16),0))", "(3,5):(_16,0)");
    }
    // random:seed=20261122
    {
        let r = cute!(filter(((4),1):((_4),_0)));
        c.eq("filter(((4),1):((_4),_0))", r.to_string(), "4:_4");
        c.runtime("filter(((4),1):((_4),_0))", "4:_4");
    }
    // random:seed=20261122
    {
        let r = cute!(filter(((_7,_2,_1),_2,(_1,_4,_2),_1):((_0,_1,_12),_0,(_8,_0,_0),_0)));
        c.eq(
            "filter(((_7,_2,_1),_2,(_1,_4,_2),_1):((_0,_1,_12),_0,(_8,_0,_0),_0))",
            r.to_string(),
            "_2:_1",
        );
        c.runtime(
            "filter(((_7,_2,_1),_2,(_1,_4,_2),_1):((_0,_1,_12),_0,(_8,_0,_0),_0))",
            "_2:_1",
        );
        c.zst(
            "filter(((_7,_2,_1),_2,(_1,_4,_2),_1):((_0,_1,_12),_0,(_8,_0,_0),_0))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(filter((2,(3,8,3)):(22,(0,0,_24))));
        c.eq(
            "filter((2,(3,8,3)):(22,(0,0,_24)))",
            r.to_string(),
            "(2,3,8,3):(22,0,0,_24)",
        );
        c.runtime(
            "filter((2,(3,8,3)):(22,(0,0,_24)))",
            "(2,3,8,3):(22,0,0,_24)",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(filter((3,_1,1):(1,_24,_32)));
        c.eq(
            "filter((3,_1,1):(1,_24,_32))",
            r.to_string(),
            "(3,1):(1,_32)",
        );
        c.runtime("filter((3,_1,1):(1,_24,_32))", "(3,1):(1,_32)");
    }
    // random:seed=20261122
    {
        let r = cute!(filter((_3,(_8),(_6,_4,_2)):(_0,(_32),(_64,_0,_0))));
        c.eq(
            "filter((_3,(_8),(_6,_4,_2)):(_0,(_32),(_64,_0,_0)))",
            r.to_string(),
            "(_8,_6):(_32,_64)",
        );
        c.runtime(
            "filter((_3,(_8),(_6,_4,_2)):(_0,(_32),(_64,_0,_0)))",
            "(_8,_6):(_32,_64)",
        );
        c.zst(
            "filter((_3,(_8),(_6,_4,_2)):(_0,(_32),(_64,_0,_0)))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(filter((_4,(_8,_8)):(_16,(_0,_12))));
        c.eq(
            "filter((_4,(_8,_8)):(_16,(_0,_12)))",
            r.to_string(),
            "(_4,_8):(_16,_12)",
        );
        c.runtime("filter((_4,(_8,_8)):(_16,(_0,_12)))", "(_4,_8):(_16,_12)");
        c.zst(
            "filter((_4,(_8,_8)):(_16,(_0,_12)))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(filter((_6,(_5),(_8,_5),_4):(_8,(_0),(_48,_16),_17)));
        c.eq(
            "filter((_6,(_5),(_8,_5),_4):(_8,(_0),(_48,_16),_17))",
            r.to_string(),
            "(_48,_5,_4):(_8,_16,_17)",
        );
        c.runtime(
            "filter((_6,(_5),(_8,_5),_4):(_8,(_0),(_48,_16),_17))",
            "(_48,_5,_4):(_8,_16,_17)",
        );
        c.zst(
            "filter((_6,(_5),(_8,_5),_4):(_8,(_0),(_48,_16),_17))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(filter((_6,_7):(_0,_48)));
        c.eq("filter((_6,_7):(_0,_48))", r.to_string(), "_7:_48");
        c.runtime("filter((_6,_7):(_0,_48))", "_7:_48");
        c.zst("filter((_6,_7):(_0,_48))", core::mem::size_of_val(&r));
    }
    // random:seed=20261122
    {
        let r = cute!(filter(_5:_0));
        c.eq("filter(_5:_0)", r.to_string(), "_1:_0");
        c.runtime("filter(_5:_0)", "_1:_0");
        c.zst("filter(_5:_0)", core::mem::size_of_val(&r));
    }
    c.done("filter.jsonl");
}

#[test]
fn flat_divide() {
    let mut c = Check::default();
    // random:seed=20261122
    {
        let r = cute!(flat_divide(((_7,_1),_6):((_48,_84),_4),((_1):(_1))));
        c.eq(
            "flat_divide(((_7,_1),_6):((_48,_84),_4),((_1):(_1)))",
            r.to_string(),
            "(((_1)),_7,_6):(((_84)),_48,_4)",
        );
        c.runtime(
            "flat_divide(((_7,_1),_6):((_48,_84),_4),((_1):(_1)))",
            "(((_1)),_7,_6):(((_84)),_48,_4)",
        );
        c.zst(
            "flat_divide(((_7,_1),_6):((_48,_84),_4),((_1):(_1)))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(flat_divide(((_8,_3),_6,_4,_3):((_72,_576),_12,_3,_1),((_2,_2):(_1,_2),_1:_6,_4)));
        c.eq(
            "flat_divide(((_8,_3),_6,_4,_3):((_72,_576),_12,_3,_1),((_2,_2):(_1,_2),_1:_6,_4))",
            r.to_string(),
            "((_2,_2),_1,_4,_6,_6,_1,_3):((_72,_144),_72,_3,_288,_12,_0,_1)",
        );
        c.runtime(
            "flat_divide(((_8,_3),_6,_4,_3):((_72,_576),_12,_3,_1),((_2,_2):(_1,_2),_1:_6,_4))",
            "((_2,_2),_1,_4,_6,_6,_1,_3):((_72,_144),_72,_3,_288,_12,_0,_1)",
        );
        c.zst(
            "flat_divide(((_8,_3),_6,_4,_3):((_72,_576),_12,_3,_1),((_2,_2):(_1,_2),_1:_6,_4))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(flat_divide((1):(48),(_1)));
        c.eq(
            "flat_divide((1):(48),(_1))",
            r.to_string(),
            "((_1),(1)):((_0),(48))",
        );
        c.runtime("flat_divide((1):(48),(_1))", "((_1),(1)):((_0),(48))");
    }
    // random:seed=20261122
    {
        let r = cute!(flat_divide((8,7):(7,1),(2,2):(_2,_1)));
        c.eq(
            "flat_divide((8,7):(7,1),(2,2):(_2,_1))",
            r.to_string(),
            "((2,1),(2,1),(1,1),(2,7)):((14,1),(7,1),(14,1),(28,1))",
        );
        c.runtime(
            "flat_divide((8,7):(7,1),(2,2):(_2,_1))",
            "((2,1),(2,1),(1,1),(2,7)):((14,1),(7,1),(14,1),(28,1))",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(flat_divide((_4,_2,_1,_7):(_0,_3,_1,_1),(_8):(_1)));
        c.eq(
            "flat_divide((_4,_2,_1,_7):(_0,_3,_1,_1),(_8):(_1))",
            r.to_string(),
            "(((_4,_2)),_7):(((_0,_3)),_1)",
        );
        c.runtime(
            "flat_divide((_4,_2,_1,_7):(_0,_3,_1,_1),(_8):(_1))",
            "(((_4,_2)),_7):(((_0,_3)),_1)",
        );
        c.zst(
            "flat_divide((_4,_2,_1,_7):(_0,_3,_1,_1),(_8):(_1))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(flat_divide((_6,_6):(_32,_1),(_3):(_48)));
        c.eq(
            "flat_divide((_6,_6):(_32,_1),(_3):(_48))",
            r.to_string(),
            "((_3),_6,_8):((_8),_32,_1)",
        );
        c.runtime(
            "flat_divide((_6,_6):(_32,_1),(_3):(_48))",
            "((_3),_6,_8):((_8),_32,_1)",
        );
        c.zst(
            "flat_divide((_6,_6):(_32,_1),(_3):(_48))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(flat_divide((_8):(_1),((_4,_2):(_2,_1))));
        c.eq(
            "flat_divide((_8):(_1),((_4,_2):(_2,_1)))",
            r.to_string(),
            "(((_4,_2)),(_1)):(((_2,_1)),(_0))",
        );
        c.runtime(
            "flat_divide((_8):(_1),((_4,_2):(_2,_1)))",
            "(((_4,_2)),(_1)):(((_2,_1)),(_0))",
        );
        c.zst(
            "flat_divide((_8):(_1),((_4,_2):(_2,_1)))",
            core::mem::size_of_val(&r),
        );
    }
    // cute-doc:02_layout_algebra.md
    {
        let r = cute!(flat_divide((_9,(_4,_8)):(_59,(_13,_1)),(_3:_3,(_2,_4):(_1,_8))));
        c.eq(
            "flat_divide((_9,(_4,_8)):(_59,(_13,_1)),(_3:_3,(_2,_4):(_1,_8)))",
            r.to_string(),
            "(_3,(_2,_4),_3,(_2,_2)):(_177,(_13,_2),_59,(_26,_1))",
        );
        c.runtime(
            "flat_divide((_9,(_4,_8)):(_59,(_13,_1)),(_3:_3,(_2,_4):(_1,_8)))",
            "(_3,(_2,_4),_3,(_2,_2)):(_177,(_13,_2),_59,(_26,_1))",
        );
        c.zst(
            "flat_divide((_9,(_4,_8)):(_59,(_13,_1)),(_3:_3,(_2,_4):(_1,_8)))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(flat_divide(2:1,(1:_2)));
        c.eq(
            "flat_divide(2:1,(1:_2))",
            r.to_string(),
            "((1),((_2,1))):((2),((1,2)))",
        );
        c.runtime("flat_divide(2:1,(1:_2))", "((1),((_2,1))):((2),((1,2)))");
    }
    // random:seed=20261122
    {
        let r = cute!(flat_divide(_1:_1,_6:_1));
        c.eq("flat_divide(_1:_1,_6:_1)", r.to_string(), "(_6,_1):(_1,_0)");
        c.runtime("flat_divide(_1:_1,_6:_1)", "(_6,_1):(_1,_0)");
        c.zst("flat_divide(_1:_1,_6:_1)", core::mem::size_of_val(&r));
    }
    // random:seed=20261122
    {
        let r = cute!(flat_divide(_5:_1,(_1)));
        c.eq(
            "flat_divide(_5:_1,(_1))",
            r.to_string(),
            "((_1),(_5)):((_0),(_1))",
        );
        c.runtime("flat_divide(_5:_1,(_1))", "((_1),(_5)):((_0),(_1))");
        c.zst("flat_divide(_5:_1,(_1))", core::mem::size_of_val(&r));
    }
    // random:seed=20261122
    {
        let r = cute!(flat_divide(_6:2,(7):(24)));
        c.eq(
            "flat_divide(_6:2,(7):(24))",
            r.to_string(),
            "((7),24,1):((48),2,336)",
        );
        c.runtime("flat_divide(_6:2,(7):(24))", "((7),24,1):((48),2,336)");
    }
    c.done("flat_divide.jsonl");
}

#[test]
fn flat_product() {
    let mut c = Check::default();
    // random:seed=20261122
    {
        let r = cute!(flat_product((1,1):(_1,_0),(1)));
        c.eq(
            "flat_product((1,1):(_1,_0),(1))",
            r.to_string(),
            "((1),1,1):((_1),1,_0)",
        );
        c.runtime("flat_product((1,1):(_1,_0),(1))", "((1),1,1):((_1),1,_0)");
    }
    // random:seed=20261122
    {
        let r = cute!(flat_product((2,_4,3):(_12,_3,_1),(2,_2,_1):(_2,_1,_1)));
        c.eq(
            "flat_product((2,_4,3):(_12,_3,_1),(2,_2,_1):(_2,_1,_1))",
            r.to_string(),
            "(2,_4,3,(1,2),(1,2),_1):(_12,_3,_1,(6,48),(3,24),24)",
        );
        c.runtime(
            "flat_product((2,_4,3):(_12,_3,_1),(2,_2,_1):(_2,_1,_1))",
            "(2,_4,3,(1,2),(1,2),_1):(_12,_3,_1,(6,48),(3,24),24)",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(flat_product((_1):(_1),(_1:_1)));
        c.eq(
            "flat_product((_1):(_1),(_1:_1))",
            r.to_string(),
            "((_1),(_1)):((_1),(_0))",
        );
        c.runtime("flat_product((_1):(_1),(_1:_1))", "((_1),(_1)):((_1),(_0))");
        c.zst(
            "flat_product((_1):(_1),(_1:_1))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(flat_product((_1):(_64),_2:_34));
        c.eq(
            "flat_product((_1):(_64),_2:_34)",
            r.to_string(),
            "((_1),_2):((_64),_34)",
        );
        c.runtime("flat_product((_1):(_64),_2:_34)", "((_1),_2):((_64),_34)");
        c.zst(
            "flat_product((_1):(_64),_2:_34)",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(flat_product((_3):(_1),(4):(4)));
        c.eq(
            "flat_product((_3):(_1),(4):(4))",
            r.to_string(),
            "((_3),(4)):((_1),(12))",
        );
        c.runtime("flat_product((_3):(_1),(4):(4))", "((_3),(4)):((_1),(12))");
    }
    // random:seed=20261122
    {
        let r = cute!(flat_product((_4):(_1),(_1)));
        c.eq(
            "flat_product((_4):(_1),(_1))",
            r.to_string(),
            "((_4),(_1)):((_1),(_0))",
        );
        c.runtime("flat_product((_4):(_1),(_1))", "((_4),(_1)):((_1),(_0))");
        c.zst("flat_product((_4):(_1),(_1))", core::mem::size_of_val(&r));
    }
    // random:seed=20261122
    {
        let r = cute!(flat_product(_4:_1,(_2:_4)));
        c.eq(
            "flat_product(_4:_1,(_2:_4))",
            r.to_string(),
            "((_4),(_2)):((_1),(_16))",
        );
        c.runtime("flat_product(_4:_1,(_2:_4))", "((_4),(_2)):((_1),(_16))");
        c.zst("flat_product(_4:_1,(_2:_4))", core::mem::size_of_val(&r));
    }
    c.done("flat_product.jsonl");
}

#[test]
fn flatten() {
    let mut c = Check::default();
    // random:seed=20261122
    {
        let r = cute!(flatten(((3,_3,_3),_8):((_1,_3,_9),_27)));
        c.eq(
            "flatten(((3,_3,_3),_8):((_1,_3,_9),_27))",
            r.to_string(),
            "(3,_3,_3,_8):(_1,_3,_9,_27)",
        );
        c.runtime(
            "flatten(((3,_3,_3),_8):((_1,_3,_9),_27))",
            "(3,_3,_3,_8):(_1,_3,_9,_27)",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(flatten(((3,_6),2,_7,_8):((_1,336),_168,_3,_21)));
        c.eq(
            "flatten(((3,_6),2,_7,_8):((_1,336),_168,_3,_21))",
            r.to_string(),
            "(3,_6,2,_7,_8):(_1,336,_168,_3,_21)",
        );
        c.runtime(
            "flatten(((3,_6),2,_7,_8):((_1,336),_168,_3,_21))",
            "(3,_6,2,_7,_8):(_1,336,_168,_3,_21)",
        );
    }
    // seed:000_8984093bb4f78ffc
    {
        let r = cute!(flatten(((4,2)):((2,1))));
        c.eq("flatten(((4,2)):((2,1)))", r.to_string(), "(4,2):(2,1)");
        c.runtime("flatten(((4,2)):((2,1)))", "(4,2):(2,1)");
    }
    // cutlass-test:int_tuple.cpp
    {
        let r = cute!(flatten(((_2, (_4, _2)))));
        c.eq("flatten(((_2,(_4,_2))))", r.to_string(), "(_2,_4,_2)");
        c.runtime("flatten(((_2,(_4,_2))))", "(_2,_4,_2)");
        c.zst("flatten(((_2,(_4,_2))))", core::mem::size_of_val(&r));
    }
    // cute-doc:01_layout.md
    {
        let r = cute!(flatten(((_2,_3),_5,_7):((_1,_2),_6,_30)));
        c.eq(
            "flatten(((_2,_3),_5,_7):((_1,_2),_6,_30))",
            r.to_string(),
            "(_2,_3,_5,_7):(_1,_2,_6,_30)",
        );
        c.runtime(
            "flatten(((_2,_3),_5,_7):((_1,_2),_6,_30))",
            "(_2,_3,_5,_7):(_1,_2,_6,_30)",
        );
        c.zst(
            "flatten(((_2,_3),_5,_7):((_1,_2),_6,_30))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(flatten(((_5,_3),_6):((_1,_5),_15)));
        c.eq(
            "flatten(((_5,_3),_6):((_1,_5),_15))",
            r.to_string(),
            "(_5,_3,_6):(_1,_5,_15)",
        );
        c.runtime(
            "flatten(((_5,_3),_6):((_1,_5),_15))",
            "(_5,_3,_6):(_1,_5,_15)",
        );
        c.zst(
            "flatten(((_5,_3),_6):((_1,_5),_15))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(flatten((1,7,2,4):(2,2,1,14)));
        c.eq(
            "flatten((1,7,2,4):(2,2,1,14))",
            r.to_string(),
            "(1,7,2,4):(2,2,1,14)",
        );
        c.runtime("flatten((1,7,2,4):(2,2,1,14))", "(1,7,2,4):(2,2,1,14)");
    }
    // random:seed=20261122
    {
        let r = cute!(flatten((2,1):(1,1)));
        c.eq("flatten((2,1):(1,1))", r.to_string(), "(2,1):(1,1)");
        c.runtime("flatten((2,1):(1,1))", "(2,1):(1,1)");
    }
    // random:seed=20261122
    {
        let r = cute!(flatten((7,5,(5,2),4):(1,14,(140,210),700)));
        c.eq(
            "flatten((7,5,(5,2),4):(1,14,(140,210),700))",
            r.to_string(),
            "(7,5,5,2,4):(1,14,140,210,700)",
        );
        c.runtime(
            "flatten((7,5,(5,2),4):(1,14,(140,210),700))",
            "(7,5,5,2,4):(1,14,140,210,700)",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(flatten((_1,(_8,8)):(8,(_8,_1))));
        c.eq(
            "flatten((_1,(_8,8)):(8,(_8,_1)))",
            r.to_string(),
            "(_1,_8,8):(8,_8,_1)",
        );
        c.runtime("flatten((_1,(_8,8)):(8,(_8,_1)))", "(_1,_8,8):(8,_8,_1)");
    }
    // cutlass-test:int_tuple.cpp
    {
        let r = cute!(flatten((_2, _8)));
        c.eq("flatten((_2,_8))", r.to_string(), "(_2,_8)");
        c.runtime("flatten((_2,_8))", "(_2,_8)");
        c.zst("flatten((_2,_8))", core::mem::size_of_val(&r));
    }
    // random:seed=20261122
    {
        let r = cute!(flatten((_4,(_5)):(_1,(_4))));
        c.eq(
            "flatten((_4,(_5)):(_1,(_4)))",
            r.to_string(),
            "(_4,_5):(_1,_4)",
        );
        c.runtime("flatten((_4,(_5)):(_1,(_4)))", "(_4,_5):(_1,_4)");
        c.zst("flatten((_4,(_5)):(_1,(_4)))", core::mem::size_of_val(&r));
    }
    // random:seed=20261122
    {
        let r = cute!(flatten((_6,7):(_8,48)));
        c.eq("flatten((_6,7):(_8,48))", r.to_string(), "(_6,7):(_8,48)");
        c.runtime("flatten((_6,7):(_8,48))", "(_6,7):(_8,48)");
    }
    // random:seed=20261122
    {
        let r = cute!(flatten((_6, _4, (_1), (3, _2))));
        c.eq(
            "flatten((_6,_4,(_1),(3,_2)))",
            r.to_string(),
            "(_6,_4,_1,3,_2)",
        );
        c.runtime("flatten((_6,_4,(_1),(3,_2)))", "(_6,_4,_1,3,_2)");
    }
    // cutlass-test:tuple.cpp
    {
        let r = cute!(flatten((_8, 4)));
        c.eq("flatten((_8,4))", r.to_string(), "(_8,4)");
        c.runtime("flatten((_8,4))", "(_8,4)");
    }
    // random:seed=20261122
    {
        let r = cute!(flatten((_8,_3,_7):(_1,_6,_16)));
        c.eq(
            "flatten((_8,_3,_7):(_1,_6,_16))",
            r.to_string(),
            "(_8,_3,_7):(_1,_6,_16)",
        );
        c.runtime("flatten((_8,_3,_7):(_1,_6,_16))", "(_8,_3,_7):(_1,_6,_16)");
        c.zst(
            "flatten((_8,_3,_7):(_1,_6,_16))",
            core::mem::size_of_val(&r),
        );
    }
    // cutlass-test:int_tuple.cpp
    {
        let r = cute!(flatten(16));
        c.eq("flatten(16)", r.to_string(), "16");
        c.runtime("flatten(16)", "16");
    }
    // random:seed=20261122
    {
        let r = cute!(flatten(2));
        c.eq("flatten(2)", r.to_string(), "2");
        c.runtime("flatten(2)", "2");
    }
    // random:seed=20261122
    {
        let r = cute!(flatten(2:6));
        c.eq("flatten(2:6)", r.to_string(), "2:6");
        c.runtime("flatten(2:6)", "2:6");
    }
    // cutlass-test:int_tuple.cpp
    {
        let r = cute!(flatten(_12));
        c.eq("flatten(_12)", r.to_string(), "_12");
        c.runtime("flatten(_12)", "_12");
        c.zst("flatten(_12)", core::mem::size_of_val(&r));
    }
    // random:seed=20261122
    {
        let r = cute!(flatten(_4:_1));
        c.eq("flatten(_4:_1)", r.to_string(), "_4:_1");
        c.runtime("flatten(_4:_1)", "_4:_1");
        c.zst("flatten(_4:_1)", core::mem::size_of_val(&r));
    }
    // random:seed=20261122
    {
        let r = cute!(flatten(_7));
        c.eq("flatten(_7)", r.to_string(), "_7");
        c.runtime("flatten(_7)", "_7");
        c.zst("flatten(_7)", core::mem::size_of_val(&r));
    }
    // cutlass-test:int_tuple.cpp; random:seed=20261122
    {
        let r = cute!(flatten(_8));
        c.eq("flatten(_8)", r.to_string(), "_8");
        c.runtime("flatten(_8)", "_8");
        c.zst("flatten(_8)", core::mem::size_of_val(&r));
    }
    // random:seed=20261122
    {
        let r = cute!(flatten(_8:_8));
        c.eq("flatten(_8:_8)", r.to_string(), "_8:_8");
        c.runtime("flatten(_8:_8)", "_8:_8");
        c.zst("flatten(_8:_8)", core::mem::size_of_val(&r));
    }
    c.done("flatten.jsonl");
}

#[test]
fn get() {
    let mut c = Check::default();
    // cutlass-test:tuple.cpp
    {
        let r = cute!(get(((1, _2), 8, 2), 0));
        c.eq("get(((1,_2),8,2),0)", r.to_string(), "(1,_2)");
        c.runtime("get(((1,_2),8,2),0)", "(1,_2)");
    }
    // random:seed=20261122
    {
        let r = cute!(get(((2,1),6):((1,_2),16),0,1));
        c.eq("get(((2,1),6):((1,_2),16),0,1)", r.to_string(), "1:_2");
        c.runtime("get(((2,1),6):((1,_2),16),0,1)", "1:_2");
    }
    // random:seed=20261122
    {
        let r = cute!(get(((4),8):((_1),_4),1));
        c.eq("get(((4),8):((_1),_4),1)", r.to_string(), "8:_4");
        c.runtime("get(((4),8):((_1),_4),1)", "8:_4");
    }
    // random:seed=20261122
    {
        let r = cute!(get(((6),(_3,5,_8),7,_8):((_1792),(_5376,_32256,_1),_32,_224),2));
        c.eq(
            "get(((6),(_3,5,_8),7,_8):((_1792),(_5376,_32256,_1),_32,_224),2)",
            r.to_string(),
            "7:_32",
        );
        c.runtime(
            "get(((6),(_3,5,_8),7,_8):((_1792),(_5376,_32256,_1),_32,_224),2)",
            "7:_32",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(get((_7), 0, 0));
        c.eq("get(((_7)),0,0)", r.to_string(), "_7");
        c.runtime("get(((_7)),0,0)", "_7");
        c.zst("get(((_7)),0,0)", core::mem::size_of_val(&r));
    }
    // random:seed=20261122
    {
        let r = cute!(get(((_8,_1),_4,_7,_2):((_84,_896),_224,_1,_42),1));
        c.eq(
            "get(((_8,_1),_4,_7,_2):((_84,_896),_224,_1,_42),1)",
            r.to_string(),
            "_4:_224",
        );
        c.runtime(
            "get(((_8,_1),_4,_7,_2):((_84,_896),_224,_1,_42),1)",
            "_4:_224",
        );
        c.zst(
            "get(((_8,_1),_4,_7,_2):((_84,_896),_224,_1,_42),1)",
            core::mem::size_of_val(&r),
        );
    }
    // seed:003_a55ca988014c955d
    {
        let r = cute!(get((42, (_1, 3), _17), 1));
        c.eq("get((42,(_1,3),_17),1)", r.to_string(), "(_1,3)");
        c.runtime("get((42,(_1,3),_17),1)", "(_1,3)");
    }
    // random:seed=20261122
    {
        let r = cute!(get((8, (1, 7)), 0));
        c.eq("get((8,(1,7)),0)", r.to_string(), "8");
        c.runtime("get((8,(1,7)),0)", "8");
    }
    // cutlass-test:tuple.cpp
    {
        let r = cute!(get((8, 4), 0));
        c.eq("get((8,4),0)", r.to_string(), "8");
        c.runtime("get((8,4),0)", "8");
    }
    // random:seed=20261122
    {
        let r = cute!(get((_1, _5), 0));
        c.eq("get((_1,_5),0)", r.to_string(), "_1");
        c.runtime("get((_1,_5),0)", "_1");
        c.zst("get((_1,_5),0)", core::mem::size_of_val(&r));
    }
    // random:seed=20261122
    {
        let r = cute!(get((_2, 1), 0));
        c.eq("get((_2,1),0)", r.to_string(), "_2");
        c.runtime("get((_2,1),0)", "_2");
    }
    // random:seed=20261122
    {
        let r = cute!(get((_2,_3):(_4,_8),1));
        c.eq("get((_2,_3):(_4,_8),1)", r.to_string(), "_3:_8");
        c.runtime("get((_2,_3):(_4,_8),1)", "_3:_8");
        c.zst("get((_2,_3):(_4,_8),1)", core::mem::size_of_val(&r));
    }
    // cute-doc:01_layout.md
    {
        let r = cute!(get((_4,(_3,_6)):(_1,(_4,_12)),0));
        c.eq("get((_4,(_3,_6)):(_1,(_4,_12)),0)", r.to_string(), "_4:_1");
        c.runtime("get((_4,(_3,_6)):(_1,(_4,_12)),0)", "_4:_1");
        c.zst(
            "get((_4,(_3,_6)):(_1,(_4,_12)),0)",
            core::mem::size_of_val(&r),
        );
    }
    // cute-doc:01_layout.md
    {
        let r = cute!(get((_4,(_3,_6)):(_1,(_4,_12)),1,1));
        c.eq(
            "get((_4,(_3,_6)):(_1,(_4,_12)),1,1)",
            r.to_string(),
            "_6:_12",
        );
        c.runtime("get((_4,(_3,_6)):(_1,(_4,_12)),1,1)", "_6:_12");
        c.zst(
            "get((_4,(_3,_6)):(_1,(_4,_12)),1,1)",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(get((_7,_4):(4,1),0));
        c.eq("get((_7,_4):(4,1),0)", r.to_string(), "_7:4");
        c.runtime("get((_7,_4):(4,1),0)", "_7:4");
    }
    // cutlass-test:tuple.cpp
    {
        let r = cute!(get((_8, 4), 0));
        c.eq("get((_8,4),0)", r.to_string(), "_8");
        c.runtime("get((_8,4),0)", "_8");
    }
    // cutlass-test:tuple.cpp
    {
        let r = cute!(get((_8, _4, _2), 0));
        c.eq("get((_8,_4,_2),0)", r.to_string(), "_8");
        c.runtime("get((_8,_4,_2),0)", "_8");
        c.zst("get((_8,_4,_2),0)", core::mem::size_of_val(&r));
    }
    // random:seed=20261122
    {
        let r = cute!(get(_6:_2,0));
        c.eq("get(_6:_2,0)", r.to_string(), "_6:_2");
        c.runtime("get(_6:_2,0)", "_6:_2");
        c.zst("get(_6:_2,0)", core::mem::size_of_val(&r));
    }
    c.done("get.jsonl");
}

#[test]
fn group() {
    let mut c = Check::default();
    // random:seed=20261122
    {
        let r = cute!(group(((1),6):((6),4),0,1));
        c.eq(
            "group(((1),6):((6),4),0,1)",
            r.to_string(),
            "(((1)),6):(((6)),4)",
        );
        c.runtime("group(((1),6):((6),4),0,1)", "(((1)),6):(((6)),4)");
    }
    // random:seed=20261122
    // expect_error: group(((2),(6,1),2,(6,3)):((1),(72,72),36,(6,2)),2,5)
    c.err("group(((2),(6,1),2,(6,3)):((1),(72,72),36,(6,2)),2,5)");
    // random:seed=20261122
    {
        let r = cute!(group(((_5,_7),(3,3),2,(1,_3)):((9,90),(630,1),45,(_45,3)),2,4));
        c.eq(
            "group(((_5,_7),(3,3),2,(1,_3)):((9,90),(630,1),45,(_45,3)),2,4)",
            r.to_string(),
            "((_5,_7),(3,3),(2,(1,_3))):((9,90),(630,1),(45,(_45,3)))",
        );
        c.runtime(
            "group(((_5,_7),(3,3),2,(1,_3)):((9,90),(630,1),45,(_45,3)),2,4)",
            "((_5,_7),(3,3),(2,(1,_3))):((9,90),(630,1),(45,(_45,3)))",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(group((1,(_1,_2,2),4):(_64,(_16,_64,_1),_16),2,3));
        c.eq(
            "group((1,(_1,_2,2),4):(_64,(_16,_64,_1),_16),2,3)",
            r.to_string(),
            "(1,(_1,_2,2),(4)):(_64,(_16,_64,_1),(_16))",
        );
        c.runtime(
            "group((1,(_1,_2,2),4):(_64,(_16,_64,_1),_16),2,3)",
            "(1,(_1,_2,2),(4)):(_64,(_16,_64,_1),(_16))",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(group((2,_4,3,1):(_12,_3,_1,3),1,3));
        c.eq(
            "group((2,_4,3,1):(_12,_3,_1,3),1,3)",
            r.to_string(),
            "(2,(_4,3),1):(_12,(_3,_1),3)",
        );
        c.runtime(
            "group((2,_4,3,1):(_12,_3,_1,3),1,3)",
            "(2,(_4,3),1):(_12,(_3,_1),3)",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(group((5,8,_6,_6):(_16,_1,_6,_2),3,4));
        c.eq(
            "group((5,8,_6,_6):(_16,_1,_6,_2),3,4)",
            r.to_string(),
            "(5,8,_6,(_6)):(_16,_1,_6,(_2))",
        );
        c.runtime(
            "group((5,8,_6,_6):(_16,_1,_6,_2),3,4)",
            "(5,8,_6,(_6)):(_16,_1,_6,(_2))",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(group((7,8,5,7):(_40,_1,_8,280),2,3));
        c.eq(
            "group((7,8,5,7):(_40,_1,_8,280),2,3)",
            r.to_string(),
            "(7,8,(5),7):(_40,_1,(_8),280)",
        );
        c.runtime(
            "group((7,8,5,7):(_40,_1,_8,280),2,3)",
            "(7,8,(5),7):(_40,_1,(_8),280)",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(group((7,_6):(1,7),0,2));
        c.eq("group((7,_6):(1,7),0,2)", r.to_string(), "((7,_6)):((1,7))");
        c.runtime("group((7,_6):(1,7),0,2)", "((7,_6)):((1,7))");
    }
    // random:seed=20261122
    {
        let r = cute!(group((8,2,5):(20,10,_2),2,3));
        c.eq(
            "group((8,2,5):(20,10,_2),2,3)",
            r.to_string(),
            "(8,2,(5)):(20,10,(_2))",
        );
        c.runtime("group((8,2,5):(20,10,_2),2,3)", "(8,2,(5)):(20,10,(_2))");
    }
    // random:seed=20261122
    {
        let r = cute!(group((_8,_3,_7,_7):(_7,_112,_336,_1),3,4));
        c.eq(
            "group((_8,_3,_7,_7):(_7,_112,_336,_1),3,4)",
            r.to_string(),
            "(_8,_3,_7,(_7)):(_7,_112,_336,(_1))",
        );
        c.runtime(
            "group((_8,_3,_7,_7):(_7,_112,_336,_1),3,4)",
            "(_8,_3,_7,(_7)):(_7,_112,_336,(_1))",
        );
        c.zst(
            "group((_8,_3,_7,_7):(_7,_112,_336,_1),3,4)",
            core::mem::size_of_val(&r),
        );
    }
    c.done("group.jsonl");
}

#[test]
fn idx2crd() {
    let mut c = Check::default();
    // random:seed=20261122
    {
        let r = cute!(idx2crd((0, _5, _2), (_1, _8, _6)));
        c.eq("idx2crd((0,_5,_2),(_1,_8,_6))", r.to_string(), "(0,_5,_2)");
        c.runtime("idx2crd((0,_5,_2),(_1,_8,_6))", "(0,_5,_2)");
    }
    // seed:000_8984093bb4f78ffc; cute-doc:01_layout.md
    {
        let r = cute!(idx2crd((1, 5), (_3, (_2, _3))));
        c.eq("idx2crd((1,5),(_3,(_2,_3)))", r.to_string(), "(1,(1,2))");
        c.runtime("idx2crd((1,5),(_3,(_2,_3)))", "(1,(1,2))");
    }
    // random:seed=20261122
    {
        let r = cute!(idx2crd((_0, (_0, _0)), (_1, (_3, _8))));
        c.eq(
            "idx2crd((_0,(_0,_0)),(_1,(_3,_8)))",
            r.to_string(),
            "(_0,(_0,_0))",
        );
        c.runtime("idx2crd((_0,(_0,_0)),(_1,(_3,_8)))", "(_0,(_0,_0))");
        c.zst(
            "idx2crd((_0,(_0,_0)),(_1,(_3,_8)))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(idx2crd((_0, _3), (_6, _4)));
        c.eq("idx2crd((_0,_3),(_6,_4))", r.to_string(), "(_0,_3)");
        c.runtime("idx2crd((_0,_3),(_6,_4))", "(_0,_3)");
        c.zst("idx2crd((_0,_3),(_6,_4))", core::mem::size_of_val(&r));
    }
    // random:seed=20261122
    {
        let r = cute!(idx2crd((_2, _0), (_4, _2)));
        c.eq("idx2crd((_2,_0),(_4,_2))", r.to_string(), "(_2,_0)");
        c.runtime("idx2crd((_2,_0),(_4,_2))", "(_2,_0)");
        c.zst("idx2crd((_2,_0),(_4,_2))", core::mem::size_of_val(&r));
    }
    // random:seed=20261122
    {
        let r = cute!(idx2crd(0, (1)));
        c.eq("idx2crd(0,(1))", r.to_string(), "(0)");
        c.runtime("idx2crd(0,(1))", "(0)");
    }
    // random:seed=20261122
    {
        let r = cute!(idx2crd(0, 4));
        c.eq("idx2crd(0,4)", r.to_string(), "0");
        c.runtime("idx2crd(0,4)", "0");
    }
    // seed:000_8984093bb4f78ffc
    {
        let r = cute!(idx2crd(16, (3, (2, 3))));
        c.eq("idx2crd(16,(3,(2,3)))", r.to_string(), "(1,(1,2))");
        c.runtime("idx2crd(16,(3,(2,3)))", "(1,(1,2))");
    }
    // random:seed=20261122
    {
        let r = cute!(idx2crd(276, (6, 6, 5, 2)));
        c.eq("idx2crd(276,(6,6,5,2))", r.to_string(), "(0,4,2,1)");
        c.runtime("idx2crd(276,(6,6,5,2))", "(0,4,2,1)");
    }
    // random:seed=20261122
    {
        let r = cute!(idx2crd(47, ((1, 7), 6, 2)));
        c.eq("idx2crd(47,((1,7),6,2))", r.to_string(), "((0,5),0,1)");
        c.runtime("idx2crd(47,((1,7),6,2))", "((0,5),0,1)");
    }
    // random:seed=20261122
    {
        let r = cute!(idx2crd(_1, _2));
        c.eq("idx2crd(_1,_2)", r.to_string(), "_1");
        c.runtime("idx2crd(_1,_2)", "_1");
        c.zst("idx2crd(_1,_2)", core::mem::size_of_val(&r));
    }
    // random:seed=20261122
    {
        let r = cute!(idx2crd(_1, _6));
        c.eq("idx2crd(_1,_6)", r.to_string(), "_1");
        c.runtime("idx2crd(_1,_6)", "_1");
        c.zst("idx2crd(_1,_6)", core::mem::size_of_val(&r));
    }
    // random:seed=20261122
    {
        let r = cute!(idx2crd(_3, (6)));
        c.eq("idx2crd(_3,(6))", r.to_string(), "(_3)");
        c.runtime("idx2crd(_3,(6))", "(_3)");
    }
    // random:seed=20261122
    {
        let r = cute!(idx2crd(_35, (_3, (_8, _4))));
        c.eq("idx2crd(_35,(_3,(_8,_4)))", r.to_string(), "(_2,(_3,_1))");
        c.runtime("idx2crd(_35,(_3,(_8,_4)))", "(_2,(_3,_1))");
        c.zst("idx2crd(_35,(_3,(_8,_4)))", core::mem::size_of_val(&r));
    }
    // random:seed=20261122
    {
        let r = cute!(idx2crd(_354, (_8, _5, _8, _4)));
        c.eq(
            "idx2crd(_354,(_8,_5,_8,_4))",
            r.to_string(),
            "(_2,_4,_0,_1)",
        );
        c.runtime("idx2crd(_354,(_8,_5,_8,_4))", "(_2,_4,_0,_1)");
        c.zst("idx2crd(_354,(_8,_5,_8,_4))", core::mem::size_of_val(&r));
    }
    // random:seed=20261122
    {
        let r = cute!(idx2crd(_4, 7));
        c.eq("idx2crd(_4,7)", r.to_string(), "_4");
        c.runtime("idx2crd(_4,7)", "_4");
    }
    c.done("idx2crd.jsonl");
}

#[test]
fn left_inverse() {
    let mut c = Check::default();
    // random:seed=20261122
    {
        let r = cute!(left_inverse(((1,_3),(5,2)):((_1,_10),(_1,_5))));
        c.eq(
            "left_inverse(((1,_3),(5,2)):((_1,_10),(_1,_5)))",
            r.to_string(),
            "(_5,_2,_3):(3,15,1)",
        );
        c.runtime(
            "left_inverse(((1,_3),(5,2)):((_1,_10),(_1,_5)))",
            "(_5,_2,_3):(3,15,1)",
        );
    }
    // random:seed=20261122
    // expect_error: left_inverse(((4),4,1):((1),4,16))
    c.err("left_inverse(((4),4,1):((1),4,16))");
    // cutlass-test:inverse_left.cpp
    {
        let r = cute!(left_inverse(((_3,_7)):((_0,_0))));
        c.eq("left_inverse(((_3,_7)):((_0,_0)))", r.to_string(), "_21:_0");
        c.runtime("left_inverse(((_3,_7)):((_0,_0)))", "_21:_0");
        c.zst(
            "left_inverse(((_3,_7)):((_0,_0)))",
            core::mem::size_of_val(&r),
        );
    }
    // seed:004_393bc61f3669e5cf
    {
        let r = cute!(left_inverse(((_32,_4),(_8,_4)):((_128,_4),(_16,_1))));
        c.eq(
            "left_inverse(((_32,_4),(_8,_4)):((_128,_4),(_16,_1)))",
            r.to_string(),
            "(_4,_32,_32):(_1024,_32,_1)",
        );
        c.runtime(
            "left_inverse(((_32,_4),(_8,_4)):((_128,_4),(_16,_1)))",
            "(_4,_32,_32):(_1024,_32,_1)",
        );
        c.zst(
            "left_inverse(((_32,_4),(_8,_4)):((_128,_4),(_16,_1)))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    // expect_error: left_inverse(((_5,_1),_8,_2):((_16,_8),_20,_1))
    c.err("left_inverse(((_5,_1),_8,_2):((_16,_8),_20,_1))");
    // random:seed=20261122+cute-accepts-inadmissible
    // expect_error: left_inverse(((_5,_8,_8),_2):((_256,_1,_64),_16))
    c.err("left_inverse(((_5,_8,_8),_2):((_256,_1,_64),_16))");
    // random:seed=20261122
    {
        let r = cute!(left_inverse(((_6),_2,2,_3):((_2),_12,_1,_24)));
        c.eq(
            "left_inverse(((_6),_2,2,_3):((_2),_12,_1,_24))",
            r.to_string(),
            "(_2,_12,_3):(_12,_1,24)",
        );
        c.runtime(
            "left_inverse(((_6),_2,2,_3):((_2),_12,_1,_24))",
            "(_2,_12,_3):(_12,_1,24)",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(left_inverse(((_7,5),8,_2,(_3,_6,8)):((_30,_6),_3360,_210,(_26880,_1,_420))));
        c.eq(
            "left_inverse(((_7,5),8,_2,(_3,_6,8)):((_30,_6),_3360,_210,(_26880,_1,_420)))",
            r.to_string(),
            "(_6,_5,_7,_2,_8,_8,_3):(1680,_7,_1,280,10080,35,560)",
        );
        c.runtime(
            "left_inverse(((_7,5),8,_2,(_3,_6,8)):((_30,_6),_3360,_210,(_26880,_1,_420)))",
            "(_6,_5,_7,_2,_8,_8,_3):(1680,_7,_1,280,10080,35,560)",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(left_inverse((7):(_1)));
        c.eq("left_inverse((7):(_1))", r.to_string(), "7:_1");
        c.runtime("left_inverse((7):(_1))", "7:_1");
    }
    // random:seed=20261122
    {
        let r = cute!(left_inverse((7,7,(8,_1)):(_56,_8,(_1,_8))));
        c.eq(
            "left_inverse((7,7,(8,_1)):(_56,_8,(_1,_8)))",
            r.to_string(),
            "(_8,_7,7):(49,7,_1)",
        );
        c.runtime(
            "left_inverse((7,7,(8,_1)):(_56,_8,(_1,_8)))",
            "(_8,_7,7):(49,7,_1)",
        );
    }
    // cutlass-test:inverse_left.cpp
    {
        let r = cute!(left_inverse((_128,_160):(_65536,_1)));
        c.eq(
            "left_inverse((_128,_160):(_65536,_1))",
            r.to_string(),
            "(_65536,_128):(_128,_1)",
        );
        c.runtime(
            "left_inverse((_128,_160):(_65536,_1))",
            "(_65536,_128):(_128,_1)",
        );
        c.zst(
            "left_inverse((_128,_160):(_65536,_1))",
            core::mem::size_of_val(&r),
        );
    }
    // cutlass-test:inverse_left.cpp
    {
        let r = cute!(left_inverse((_2,_2,_2):(_4,_0,_1)));
        c.eq(
            "left_inverse((_2,_2,_2):(_4,_0,_1))",
            r.to_string(),
            "(_4,_2):(_4,_1)",
        );
        c.runtime("left_inverse((_2,_2,_2):(_4,_0,_1))", "(_4,_2):(_4,_1)");
        c.zst(
            "left_inverse((_2,_2,_2):(_4,_0,_1))",
            core::mem::size_of_val(&r),
        );
    }
    // cutlass-test:inverse_left.cpp
    {
        let r = cute!(left_inverse((_2,_4,_6):(_1,_2,_8)));
        c.eq(
            "left_inverse((_2,_4,_6):(_1,_2,_8))",
            r.to_string(),
            "_48:_1",
        );
        c.runtime("left_inverse((_2,_4,_6):(_1,_2,_8))", "_48:_1");
        c.zst(
            "left_inverse((_2,_4,_6):(_1,_2,_8))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(left_inverse((_3,7):(_7,_1)));
        c.eq(
            "left_inverse((_3,7):(_7,_1))",
            r.to_string(),
            "(_7,_3):(_3,_1)",
        );
        c.runtime("left_inverse((_3,7):(_7,_1))", "(_7,_3):(_3,_1)");
    }
    // random:seed=20261122
    // expect_error: left_inverse((_4,(8,_4),_2):(_16,(_64,_6),_12))
    c.err("left_inverse((_4,(8,_4),_2):(_16,(_64,_6),_12))");
    // random:seed=20261122
    {
        let r = cute!(left_inverse((_4,_5):(_4,_16)));
        c.eq(
            "left_inverse((_4,_5):(_4,_16))",
            r.to_string(),
            "(_4,_20):(_0,_1)",
        );
        c.runtime("left_inverse((_4,_5):(_4,_16))", "(_4,_20):(_0,_1)");
        c.zst("left_inverse((_4,_5):(_4,_16))", core::mem::size_of_val(&r));
    }
    // random:seed=20261122
    {
        let r = cute!(left_inverse((_4,_6,_8):(_4,_128,_16)));
        c.eq(
            "left_inverse((_4,_6,_8):(_4,_128,_16))",
            r.to_string(),
            "(_4,_4,_8,_6):(_0,_1,_24,_4)",
        );
        c.runtime(
            "left_inverse((_4,_6,_8):(_4,_128,_16))",
            "(_4,_4,_8,_6):(_0,_1,_24,_4)",
        );
        c.zst(
            "left_inverse((_4,_6,_8):(_4,_128,_16))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(left_inverse((_7,(_8)):(_1,(_7))));
        c.eq("left_inverse((_7,(_8)):(_1,(_7)))", r.to_string(), "_56:_1");
        c.runtime("left_inverse((_7,(_8)):(_1,(_7)))", "_56:_1");
        c.zst(
            "left_inverse((_7,(_8)):(_1,(_7)))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(left_inverse((_7,_1,(_2,_3,_3),_1):(_3,_3,(_21,_1,_42),_21)));
        c.eq(
            "left_inverse((_7,_1,(_2,_3,_3),_1):(_3,_3,(_21,_1,_42),_21))",
            r.to_string(),
            "(_3,_14,_3):(_14,_1,_42)",
        );
        c.runtime(
            "left_inverse((_7,_1,(_2,_3,_3),_1):(_3,_3,(_21,_1,_42),_21))",
            "(_3,_14,_3):(_14,_1,_42)",
        );
        c.zst(
            "left_inverse((_7,_1,(_2,_3,_3),_1):(_3,_3,(_21,_1,_42),_21))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    // expect_error: left_inverse((_7,_3,(_2,_7)):(_8,_3,(_6,_33)))
    c.err("left_inverse((_7,_3,(_2,_7)):(_8,_3,(_6,_33)))");
    // cutlass-test:inverse_left.cpp
    {
        let r = cute!(left_inverse((_8,_4):(_1,_8)));
        c.eq("left_inverse((_8,_4):(_1,_8))", r.to_string(), "_32:_1");
        c.runtime("left_inverse((_8,_4):(_1,_8))", "_32:_1");
        c.zst("left_inverse((_8,_4):(_1,_8))", core::mem::size_of_val(&r));
    }
    // random:seed=20261122
    {
        let r = cute!(left_inverse(_1:_8));
        c.eq("left_inverse(_1:_8)", r.to_string(), "_1:_0");
        c.runtime("left_inverse(_1:_8)", "_1:_0");
        c.zst("left_inverse(_1:_8)", core::mem::size_of_val(&r));
    }
    // random:seed=20261122
    {
        let r = cute!(left_inverse(_2:_1));
        c.eq("left_inverse(_2:_1)", r.to_string(), "_2:_1");
        c.runtime("left_inverse(_2:_1)", "_2:_1");
        c.zst("left_inverse(_2:_1)", core::mem::size_of_val(&r));
    }
    c.done("left_inverse.jsonl");
}

#[test]
fn logical_divide() {
    let mut c = Check::default();
    // cutlass-test:int_tuple.cpp
    // expect_error: logical_divide(((2,8)):((_1,2)),((2,(4,2))))
    c.err("logical_divide(((2,8)):((_1,2)),((2,(4,2))))");
    // cutlass-test:int_tuple.cpp
    {
        let r = cute!(logical_divide(((2,8)):((_1,2)),((2,8))));
        c.eq(
            "logical_divide(((2,8)):((_1,2)),((2,8)))",
            r.to_string(),
            "(((2,1),(8,1))):(((_1,2),(2,16)))",
        );
        c.runtime(
            "logical_divide(((2,8)):((_1,2)),((2,8)))",
            "(((2,1),(8,1))):(((_1,2),(2,16)))",
        );
    }
    // cutlass-test:int_tuple.cpp
    {
        let r = cute!(logical_divide(((_2,(_4,_2))):((_1,(_2,_8))),((_2,(_4,_2)))));
        c.eq(
            "logical_divide(((_2,(_4,_2))):((_1,(_2,_8))),((_2,(_4,_2))))",
            r.to_string(),
            "(((_2,_1),((_4,_1),(_2,_1)))):(((_1,_0),((_2,_0),(_8,_0))))",
        );
        c.runtime(
            "logical_divide(((_2,(_4,_2))):((_1,(_2,_8))),((_2,(_4,_2))))",
            "(((_2,_1),((_4,_1),(_2,_1)))):(((_1,_0),((_2,_0),(_8,_0))))",
        );
        c.zst(
            "logical_divide(((_2,(_4,_2))):((_1,(_2,_8))),((_2,(_4,_2))))",
            core::mem::size_of_val(&r),
        );
    }
    // cutlass-test:int_tuple.cpp
    {
        let r = cute!(logical_divide(((_2,(_4,_2))):((_1,(_2,_8))),((_2,_8))));
        c.eq(
            "logical_divide(((_2,(_4,_2))):((_1,(_2,_8))),((_2,_8)))",
            r.to_string(),
            "(((_2,_1),(_8,_1))):(((_1,_0),(_2,_0)))",
        );
        c.runtime(
            "logical_divide(((_2,(_4,_2))):((_1,(_2,_8))),((_2,_8)))",
            "(((_2,_1),(_8,_1))):(((_1,_0),(_2,_0)))",
        );
        c.zst(
            "logical_divide(((_2,(_4,_2))):((_1,(_2,_8))),((_2,_8)))",
            core::mem::size_of_val(&r),
        );
    }
    // cutlass-test:int_tuple.cpp
    {
        let r = cute!(logical_divide(((_2,_8)):((_1,_2)),((_2,_8))));
        c.eq(
            "logical_divide(((_2,_8)):((_1,_2)),((_2,_8)))",
            r.to_string(),
            "(((_2,_1),(_8,_1))):(((_1,_0),(_2,_0)))",
        );
        c.runtime(
            "logical_divide(((_2,_8)):((_1,_2)),((_2,_8)))",
            "(((_2,_1),(_8,_1))):(((_1,_0),(_2,_0)))",
        );
        c.zst(
            "logical_divide(((_2,_8)):((_1,_2)),((_2,_8)))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(logical_divide(((_4,6),_8):((_64,_64),8),(_1,2):(_2,_1)));
        c.eq(
            "logical_divide(((_4,6),_8):((_64,_64),8),(_1,2):(_2,_1))",
            r.to_string(),
            "((_1,(2,1,1)),(2,6,8)):((8,(_64,_64,8)),(128,64,8))",
        );
        c.runtime(
            "logical_divide(((_4,6),_8):((_64,_64),8),(_1,2):(_2,_1))",
            "((_1,(2,1,1)),(2,6,8)):((8,(_64,_64,8)),(128,64,8))",
        );
    }
    // random:seed=20261122
    // expect_error: logical_divide(((_5,3),_1,_4,(3,_6,_5)):((_1,90),_30,_1350,(_30,_5,_270)),(_3:_3,_,_,_5))
    c.err(
        "logical_divide(((_5,3),_1,_4,(3,_6,_5)):((_1,90),_30,_1350,(_30,_5,_270)),(_3:_3,_,_,_5))",
    );
    // random:seed=20261122
    {
        let r = cute!(logical_divide(((_6,4),2):((32,_1),_48),(6:_1)));
        c.eq(
            "logical_divide(((_6,4),2):((32,_1),_48),(6:_1))",
            r.to_string(),
            "(((6,1),(1,4)),2):(((32,_1),(192,1)),_48)",
        );
        c.runtime(
            "logical_divide(((_6,4),2):((32,_1),_48),(6:_1))",
            "(((6,1),(1,4)),2):(((32,_1),(192,1)),_48)",
        );
    }
    // random:seed=20261122
    // expect_error: logical_divide(((_7)):((_1)),(_2,2):(1,2))
    c.err("logical_divide(((_7)):((_1)),(_2,2):(1,2))");
    // random:seed=20261122
    {
        let r = cute!(logical_divide(((_7),_6,_7):((_64),_32,_64),(_7,_1,_)));
        c.eq(
            "logical_divide(((_7),_6,_7):((_64),_32,_64),(_7,_1,_))",
            r.to_string(),
            "((_7,_1),(_1,_6),_7):((_64,_0),(_0,_32),_64)",
        );
        c.runtime(
            "logical_divide(((_7),_6,_7):((_64),_32,_64),(_7,_1,_))",
            "((_7,_1),(_1,_6),_7):((_64,_0),(_0,_32),_64)",
        );
        c.zst(
            "logical_divide(((_7),_6,_7):((_64),_32,_64),(_7,_1,_))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    // expect_error: logical_divide(((_8,_1),_6):((_2,_35),_3),(_6,_2):(_3,_12))
    c.err("logical_divide(((_8,_1),_6):((_2,_35),_3),(_6,_2):(_3,_12))");
    // cutlass-test:logical_divide.cpp
    {
        let r = cute!(logical_divide((128,4,3):(1,512,0),_32:_1));
        c.eq(
            "logical_divide((128,4,3):(1,512,0),_32:_1)",
            r.to_string(),
            "((32,1,1),(4,4,3)):((1,512,0),(32,512,0))",
        );
        c.runtime(
            "logical_divide((128,4,3):(1,512,0),_32:_1)",
            "((32,1,1),(4,4,3)):((1,512,0),(32,512,0))",
        );
    }
    // cutlass-test:int_tuple.cpp
    // expect_error: logical_divide((16):(_1),((2,(4,2))))
    c.err("logical_divide((16):(_1),((2,(4,2))))");
    // cutlass-test:int_tuple.cpp
    {
        let r = cute!(logical_divide((16):(_1),8));
        c.eq("logical_divide((16):(_1),8)", r.to_string(), "(8,2):(_1,8)");
        c.runtime("logical_divide((16):(_1),8)", "(8,2):(_1,8)");
    }
    // random:seed=20261122
    {
        let r = cute!(logical_divide((2,(7,5)):(2,(4,28)),(_)));
        c.eq(
            "logical_divide((2,(7,5)):(2,(4,28)),(_))",
            r.to_string(),
            "(2,(7,5)):(2,(4,28))",
        );
        c.runtime(
            "logical_divide((2,(7,5)):(2,(4,28)),(_))",
            "(2,(7,5)):(2,(4,28))",
        );
    }
    // cutlass-test:int_tuple.cpp
    // expect_error: logical_divide((2,8):(_1,2),(2,(2,4)))
    c.err("logical_divide((2,8):(_1,2),(2,(2,4)))");
    // random:seed=20261122
    {
        let r = cute!(logical_divide((3,4):(4,_1),(_,4:_1)));
        c.eq(
            "logical_divide((3,4):(4,_1),(_,4:_1))",
            r.to_string(),
            "(3,(4,1)):(4,(_1,4))",
        );
        c.runtime(
            "logical_divide((3,4):(4,_1),(_,4:_1))",
            "(3,(4,1)):(4,(_1,4))",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(logical_divide((3,7):(2,1),(5):(48)));
        c.eq(
            "logical_divide((3,7):(2,1),(5):(48))",
            r.to_string(),
            "(((1,5)),((3,16),(1,1))):(((96,16)),((2,1),(480,80)))",
        );
        c.runtime(
            "logical_divide((3,7):(2,1),(5):(48))",
            "(((1,5)),((3,16),(1,1))):(((96,16)),((2,1),(480,80)))",
        );
    }
    // random:seed=20261122
    // expect_error: logical_divide((6):(_1),(_3,2):(2,1))
    c.err("logical_divide((6):(_1),(_3,2):(2,1))");
    // random:seed=20261122
    {
        let r = cute!(logical_divide((8,_1):(2,_16),(_)));
        c.eq(
            "logical_divide((8,_1):(2,_16),(_))",
            r.to_string(),
            "(8,_1):(2,_16)",
        );
        c.runtime("logical_divide((8,_1):(2,_16),(_))", "(8,_1):(2,_16)");
    }
    // random:seed=20261122
    {
        let r = cute!(logical_divide((_1,(_7),(_4,_4,_4)):(_448,(_1),(28,112,_7)),(1,_1,_)));
        c.eq(
            "logical_divide((_1,(_7),(_4,_4,_4)):(_448,(_1),(28,112,_7)),(1,_1,_))",
            r.to_string(),
            "((1,1),(_1,_7),(_4,_4,_4)):((_448,448),(_0,_1),(28,112,_7))",
        );
        c.runtime(
            "logical_divide((_1,(_7),(_4,_4,_4)):(_448,(_1),(28,112,_7)),(1,_1,_))",
            "((1,1),(_1,_7),(_4,_4,_4)):((_448,448),(_0,_1),(28,112,_7))",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(logical_divide((_1,_2,_5,(_1)):(_5,_5,_1,(_10)),((_6,_6):(_0,_1),_2)));
        c.eq(
            "logical_divide((_1,_2,_5,(_1)):(_5,_5,_1,(_10)),((_6,_6):(_0,_1),_2))",
            r.to_string(),
            "(((_6,_6),_1),(_2,_1),_5,(_1)):(((_0,_5),_0),(_5,_0),_1,(_10))",
        );
        c.runtime(
            "logical_divide((_1,_2,_5,(_1)):(_5,_5,_1,(_10)),((_6,_6):(_0,_1),_2))",
            "(((_6,_6),_1),(_2,_1),_5,(_1)):(((_0,_5),_0),(_5,_0),_1,(_10))",
        );
        c.zst(
            "logical_divide((_1,_2,_5,(_1)):(_5,_5,_1,(_10)),((_6,_6):(_0,_1),_2))",
            core::mem::size_of_val(&r),
        );
    }
    // cutlass-test:int_tuple.cpp
    // expect_error: logical_divide((_16):(_1),((_2,(_4,_2))))
    c.err("logical_divide((_16):(_1),((_2,(_4,_2))))");
    // cutlass-test:int_tuple.cpp
    {
        let r = cute!(logical_divide((_16):(_1),_16));
        c.eq(
            "logical_divide((_16):(_1),_16)",
            r.to_string(),
            "(_16,_1):(_1,_0)",
        );
        c.runtime("logical_divide((_16):(_1),_16)", "(_16,_1):(_1,_0)");
        c.zst("logical_divide((_16):(_1),_16)", core::mem::size_of_val(&r));
    }
    // cutlass-test:int_tuple.cpp
    {
        let r = cute!(logical_divide((_16):(_1),_8));
        c.eq(
            "logical_divide((_16):(_1),_8)",
            r.to_string(),
            "(_8,_2):(_1,_8)",
        );
        c.runtime("logical_divide((_16):(_1),_8)", "(_8,_2):(_1,_8)");
        c.zst("logical_divide((_16):(_1),_8)", core::mem::size_of_val(&r));
    }
    // random:seed=20261122
    {
        let r = cute!(logical_divide((_2,_4):(_1,_2),_4:_2));
        c.eq(
            "logical_divide((_2,_4):(_1,_2),_4:_2)",
            r.to_string(),
            "(_4,_2):(_2,_1)",
        );
        c.runtime("logical_divide((_2,_4):(_1,_2),_4:_2)", "(_4,_2):(_2,_1)");
        c.zst(
            "logical_divide((_2,_4):(_1,_2),_4:_2)",
            core::mem::size_of_val(&r),
        );
    }
    // cutlass-test:int_tuple.cpp
    // expect_error: logical_divide((_2,_8):(_1,_2),(_2,(_2,_4)))
    c.err("logical_divide((_2,_8):(_1,_2),(_2,(_2,_4)))");
    // random:seed=20261122
    // expect_error: logical_divide((_4,(_6,_2),_7):(_14,(_112,_336),_4),_3:_2)
    c.err("logical_divide((_4,(_6,_2),_7):(_14,(_112,_336),_4),_3:_2)");
    // cutlass-test:logical_divide.cpp
    {
        let r = cute!(logical_divide((_4,_1):(_1,_1),_2:_2));
        c.eq(
            "logical_divide((_4,_1):(_1,_1),_2:_2)",
            r.to_string(),
            "(_2,_2):(_2,_1)",
        );
        c.runtime("logical_divide((_4,_1):(_1,_1),_2:_2)", "(_2,_2):(_2,_1)");
        c.zst(
            "logical_divide((_4,_1):(_1,_1),_2:_2)",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(logical_divide((_4,_5,(_5),_7):(_1,_4,(_140),_20),(_5):(_1)));
        c.eq(
            "logical_divide((_4,_5,(_5),_7):(_1,_4,(_140),_20),(_5):(_1))",
            r.to_string(),
            "((_5),(_4,_5,_7)):((_1),(_5,_140,_20))",
        );
        c.runtime(
            "logical_divide((_4,_5,(_5),_7):(_1,_4,(_140),_20),(_5):(_1))",
            "((_5),(_4,_5,_7)):((_1),(_5,_140,_20))",
        );
        c.zst(
            "logical_divide((_4,_5,(_5),_7):(_1,_4,(_140),_20),(_5):(_1))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(logical_divide((_7,(8),(1,_4,2),(_5,_6,1)):(40,(280),(40,10,_1),(_2,_2240,_280)),(_,1,_4)));
        c.eq("logical_divide((_7,(8),(1,_4,2),(_5,_6,1)):(40,(280),(40,10,_1),(_2,_2240,_280)),(_,1,_4))", r.to_string(), "(_7,(1,8),((1,4,1),(1,1,2)),(_5,_6,1)):(40,(280,280),((40,10,1),(160,40,1)),(_2,_2240,_280))");
        c.runtime("logical_divide((_7,(8),(1,_4,2),(_5,_6,1)):(40,(280),(40,10,_1),(_2,_2240,_280)),(_,1,_4))", "(_7,(1,8),((1,4,1),(1,1,2)),(_5,_6,1)):(40,(280,280),((40,10,1),(160,40,1)),(_2,_2240,_280))");
    }
    // random:seed=20261122
    {
        let r = cute!(logical_divide((_7,(_8,_8)):(_1,(_7,_56)),(_2,_28):(_1,_2)));
        c.eq(
            "logical_divide((_7,(_8,_8)):(_1,(_7,_56)),(_2,_28):(_1,_2))",
            r.to_string(),
            "((_2,_28),_8):((_1,_2),_56)",
        );
        c.runtime(
            "logical_divide((_7,(_8,_8)):(_1,(_7,_56)),(_2,_28):(_1,_2))",
            "((_2,_28),_8):((_1,_2),_56)",
        );
        c.zst(
            "logical_divide((_7,(_8,_8)):(_1,(_7,_56)),(_2,_28):(_1,_2))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    // expect_error: logical_divide((_8,_4):(1,_8),(2,_2):(2,1))
    c.err("logical_divide((_8,_4):(1,_8),(2,_2):(2,1))");
    // cute-doc:02_layout_algebra.md
    {
        let r = cute!(logical_divide((_9,(_4,_8)):(_59,(_13,_1)),(_3:_3,(_2,_4):(_1,_8))));
        c.eq(
            "logical_divide((_9,(_4,_8)):(_59,(_13,_1)),(_3:_3,(_2,_4):(_1,_8)))",
            r.to_string(),
            "((_3,_3),((_2,_4),(_2,_2))):((_177,_59),((_13,_2),(_26,_1)))",
        );
        c.runtime(
            "logical_divide((_9,(_4,_8)):(_59,(_13,_1)),(_3:_3,(_2,_4):(_1,_8)))",
            "((_3,_3),((_2,_4),(_2,_2))):((_177,_59),((_13,_2),(_26,_1)))",
        );
        c.zst(
            "logical_divide((_9,(_4,_8)):(_59,(_13,_1)),(_3:_3,(_2,_4):(_1,_8)))",
            core::mem::size_of_val(&r),
        );
    }
    // cutlass-test:int_tuple.cpp
    {
        let r = cute!(logical_divide(16:_1,(16)));
        c.eq(
            "logical_divide(16:_1,(16))",
            r.to_string(),
            "((16,1)):((_1,16))",
        );
        c.runtime("logical_divide(16:_1,(16))", "((16,1)):((_1,16))");
    }
    // cutlass-test:int_tuple.cpp
    // expect_error: logical_divide(16:_1,(2,8))
    c.err("logical_divide(16:_1,(2,8))");
    // cutlass-test:int_tuple.cpp
    {
        let r = cute!(logical_divide(16:_1,8));
        c.eq("logical_divide(16:_1,8)", r.to_string(), "(8,2):(_1,8)");
        c.runtime("logical_divide(16:_1,8)", "(8,2):(_1,8)");
    }
    // random:seed=20261122
    {
        let r = cute!(logical_divide(2:1,(1):(_1)));
        c.eq(
            "logical_divide(2:1,(1):(_1))",
            r.to_string(),
            "((1),2):((1),1)",
        );
        c.runtime("logical_divide(2:1,(1):(_1))", "((1),2):((1),1)");
    }
    // cutlass-test:logical_divide.cpp
    {
        let r = cute!(logical_divide(2:_1,_32:_1));
        c.eq(
            "logical_divide(2:_1,_32:_1)",
            r.to_string(),
            "(_32,1):(_1,_32)",
        );
        c.runtime("logical_divide(2:_1,_32:_1)", "(_32,1):(_1,_32)");
    }
    // cutlass-test:logical_divide.cpp
    {
        let r = cute!(logical_divide(48:_1,_32:_1));
        c.eq(
            "logical_divide(48:_1,_32:_1)",
            r.to_string(),
            "(_32,2):(_1,_32)",
        );
        c.runtime("logical_divide(48:_1,_32:_1)", "(_32,2):(_1,_32)");
    }
    // cutlass-test:int_tuple.cpp
    {
        let r = cute!(logical_divide(_16:_1,(_16)));
        c.eq(
            "logical_divide(_16:_1,(_16))",
            r.to_string(),
            "((_16,_1)):((_1,_0))",
        );
        c.runtime("logical_divide(_16:_1,(_16))", "((_16,_1)):((_1,_0))");
        c.zst("logical_divide(_16:_1,(_16))", core::mem::size_of_val(&r));
    }
    // cutlass-test:int_tuple.cpp
    // expect_error: logical_divide(_16:_1,(_2,_8))
    c.err("logical_divide(_16:_1,(_2,_8))");
    // cutlass-test:int_tuple.cpp
    {
        let r = cute!(logical_divide(_16:_1,_16));
        c.eq(
            "logical_divide(_16:_1,_16)",
            r.to_string(),
            "(_16,_1):(_1,_0)",
        );
        c.runtime("logical_divide(_16:_1,_16)", "(_16,_1):(_1,_0)");
        c.zst("logical_divide(_16:_1,_16)", core::mem::size_of_val(&r));
    }
    // cutlass-test:int_tuple.cpp
    {
        let r = cute!(logical_divide(_16:_1,_8));
        c.eq(
            "logical_divide(_16:_1,_8)",
            r.to_string(),
            "(_8,_2):(_1,_8)",
        );
        c.runtime("logical_divide(_16:_1,_8)", "(_8,_2):(_1,_8)");
        c.zst("logical_divide(_16:_1,_8)", core::mem::size_of_val(&r));
    }
    // cutlass-test:logical_divide.cpp
    {
        let r = cute!(logical_divide(_1:_0,_1:_1));
        c.eq(
            "logical_divide(_1:_0,_1:_1)",
            r.to_string(),
            "(_1,_1):(_0,_0)",
        );
        c.runtime("logical_divide(_1:_0,_1:_1)", "(_1,_1):(_0,_0)");
        c.zst("logical_divide(_1:_0,_1:_1)", core::mem::size_of_val(&r));
    }
    // cutlass-test:logical_divide.cpp
    {
        let r = cute!(logical_divide(_6:_1,(_2,_3):(_3,_1)));
        c.eq(
            "logical_divide(_6:_1,(_2,_3):(_3,_1))",
            r.to_string(),
            "((_2,_3),_1):((_3,_1),_0)",
        );
        c.runtime(
            "logical_divide(_6:_1,(_2,_3):(_3,_1))",
            "((_2,_3),_1):((_3,_1),_0)",
        );
        c.zst(
            "logical_divide(_6:_1,(_2,_3):(_3,_1))",
            core::mem::size_of_val(&r),
        );
    }
    // cutlass-test:logical_divide.cpp
    {
        let r = cute!(logical_divide(_6:_1,_2:_1));
        c.eq(
            "logical_divide(_6:_1,_2:_1)",
            r.to_string(),
            "(_2,_3):(_1,_2)",
        );
        c.runtime("logical_divide(_6:_1,_2:_1)", "(_2,_3):(_1,_2)");
        c.zst("logical_divide(_6:_1,_2:_1)", core::mem::size_of_val(&r));
    }
    // random:seed=20261122
    {
        let r = cute!(logical_divide(_7:1,(_7):(_1)));
        c.eq(
            "logical_divide(_7:1,(_7):(_1))",
            r.to_string(),
            "((_7),_1):((1),_0)",
        );
        c.runtime("logical_divide(_7:1,(_7):(_1))", "((_7),_1):((1),_0)");
    }
    // cutlass-test:int_tuple.cpp
    {
        let r = cute!(logical_divide(_8:_1,_8));
        c.eq("logical_divide(_8:_1,_8)", r.to_string(), "(_8,_1):(_1,_0)");
        c.runtime("logical_divide(_8:_1,_8)", "(_8,_1):(_1,_0)");
        c.zst("logical_divide(_8:_1,_8)", core::mem::size_of_val(&r));
    }
    c.done("logical_divide.jsonl");
}

#[test]
fn logical_product() {
    let mut c = Check::default();
    // cutlass-test:logical_product.cpp
    {
        let r = cute!(logical_product(((_4,_2)):((_1,_16)),(_4,_4):(_1,_4)));
        c.eq(
            "logical_product(((_4,_2)):((_1,_16)),(_4,_4):(_1,_4))",
            r.to_string(),
            "(((_4,_2)),(_4,_4)):(((_1,_16)),(_4,_32))",
        );
        c.runtime(
            "logical_product(((_4,_2)):((_1,_16)),(_4,_4):(_1,_4))",
            "(((_4,_2)),(_4,_4)):(((_1,_16)),(_4,_32))",
        );
        c.zst(
            "logical_product(((_4,_2)):((_1,_16)),(_4,_4):(_1,_4))",
            core::mem::size_of_val(&r),
        );
    }
    // cutlass-test:logical_product.cpp
    {
        let r = cute!(logical_product(((_4,_6)):((_1,_6)),(_3):(_1)));
        c.eq(
            "logical_product(((_4,_6)):((_1,_6)),(_3):(_1))",
            r.to_string(),
            "(((_4,_6)),(_3)):(((_1,_6)),(_36))",
        );
        c.runtime(
            "logical_product(((_4,_6)):((_1,_6)),(_3):(_1))",
            "(((_4,_6)),(_3)):(((_1,_6)),(_36))",
        );
        c.zst(
            "logical_product(((_4,_6)):((_1,_6)),(_3):(_1))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(logical_product((2):(_1),(3,(3,1)):(3,(1,3))));
        c.eq(
            "logical_product((2):(_1),(3,(3,1)):(3,(1,3)))",
            r.to_string(),
            "((2),(3,(3,1))):((_1),(6,(2,6)))",
        );
        c.runtime(
            "logical_product((2):(_1),(3,(3,1)):(3,(1,3)))",
            "((2),(3,(3,1))):((_1),(6,(2,6)))",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(logical_product((2,1):(_1,_8),((_1,5):(4,48),_)));
        c.eq(
            "logical_product((2,1):(_1,_8),((_1,5):(4,48),_))",
            r.to_string(),
            "((2,(_1,5)),1):((_1,(8,96)),_8)",
        );
        c.runtime(
            "logical_product((2,1):(_1,_8),((_1,5):(4,48),_))",
            "((2,(_1,5)),1):((_1,(8,96)),_8)",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(logical_product((2,4):(_0,_1),(3,4):(12,48)));
        c.eq(
            "logical_product((2,4):(_0,_1),(3,4):(12,48))",
            r.to_string(),
            "((2,4),(3,4)):((_0,_1),(48,192))",
        );
        c.runtime(
            "logical_product((2,4):(_0,_1),(3,4):(12,48))",
            "((2,4),(3,4)):((_0,_1),(48,192))",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(logical_product((3,4,1):(_1,_3,_12),(_)));
        c.eq(
            "logical_product((3,4,1):(_1,_3,_12),(_))",
            r.to_string(),
            "(3,4,1):(_1,_3,_12)",
        );
        c.runtime(
            "logical_product((3,4,1):(_1,_3,_12),(_))",
            "(3,4,1):(_1,_3,_12)",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(logical_product((4,(_4,_1)):(_1,(_4,_16)),_4:1));
        c.eq(
            "logical_product((4,(_4,_1)):(_1,(_4,_16)),_4:1)",
            r.to_string(),
            "((4,(_4,_1)),(1,4)):((_1,(_4,_16)),(4,16))",
        );
        c.runtime(
            "logical_product((4,(_4,_1)):(_1,(_4,_16)),_4:1)",
            "((4,(_4,_1)),(1,4)):((_1,(_4,_16)),(4,16))",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(logical_product((4,4):(_32,_8),(_4:1)));
        c.eq(
            "logical_product((4,4):(_32,_8),(_4:1))",
            r.to_string(),
            "((4,(4,1)),4):((_32,(1,128)),_8)",
        );
        c.runtime(
            "logical_product((4,4):(_32,_8),(_4:1))",
            "((4,(4,1)),4):((_32,(1,128)),_8)",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(logical_product((_1):(_1),(_)));
        c.eq("logical_product((_1):(_1),(_))", r.to_string(), "(_1):(_1)");
        c.runtime("logical_product((_1):(_1),(_))", "(_1):(_1)");
        c.zst("logical_product((_1):(_1),(_))", core::mem::size_of_val(&r));
    }
    // random:seed=20261122
    {
        let r = cute!(logical_product((_1,_1):(_32,_32),(_1)));
        c.eq(
            "logical_product((_1,_1):(_32,_32),(_1))",
            r.to_string(),
            "((_1,_1),_1):((_32,_0),_32)",
        );
        c.runtime(
            "logical_product((_1,_1):(_32,_32),(_1))",
            "((_1,_1),_1):((_32,_0),_32)",
        );
        c.zst(
            "logical_product((_1,_1):(_32,_32),(_1))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(logical_product((_1,_4):(_2,_2),((_1):(_1))));
        c.eq(
            "logical_product((_1,_4):(_2,_2),((_1):(_1)))",
            r.to_string(),
            "((_1,(_1)),_4):((_2,(_0)),_2)",
        );
        c.runtime(
            "logical_product((_1,_4):(_2,_2),((_1):(_1)))",
            "((_1,(_1)),_4):((_2,(_0)),_2)",
        );
        c.zst(
            "logical_product((_1,_4):(_2,_2),((_1):(_1)))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(logical_product((_2):(_64),(1,1,_2):(2,2,_1)));
        c.eq(
            "logical_product((_2):(_64),(1,1,_2):(2,2,_1))",
            r.to_string(),
            "((_2),((1,1),(1,1),_2)):((_64),((2,128),(2,128),_1))",
        );
        c.runtime(
            "logical_product((_2):(_64),(1,1,_2):(2,2,_1))",
            "((_2),((1,1),(1,1),_2)):((_64),((2,128),(2,128),_1))",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(logical_product((_2,_1):(_1,_1),(_1,3,2):(_4,24,3)));
        c.eq(
            "logical_product((_2,_1):(_1,_1),(_1,3,2):(_4,24,3))",
            r.to_string(),
            "((_2,_1),(_1,3,2)):((_1,_1),(_8,48,6))",
        );
        c.runtime(
            "logical_product((_2,_1):(_1,_1),(_1,3,2):(_4,24,3))",
            "((_2,_1),(_1,3,2)):((_1,_1),(_8,48,6))",
        );
    }
    // seed:004_393bc61f3669e5cf; cute-doc:02_layout_algebra.md
    {
        let r = cute!(logical_product((_2,_2):(_4,_1),_6:_1));
        c.eq(
            "logical_product((_2,_2):(_4,_1),_6:_1)",
            r.to_string(),
            "((_2,_2),(_2,_3)):((_4,_1),(_2,_8))",
        );
        c.runtime(
            "logical_product((_2,_2):(_4,_1),_6:_1)",
            "((_2,_2),(_2,_3)):((_4,_1),(_2,_8))",
        );
        c.zst(
            "logical_product((_2,_2):(_4,_1),_6:_1)",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(logical_product((_2,_3):(_18,_1),(_)));
        c.eq(
            "logical_product((_2,_3):(_18,_1),(_))",
            r.to_string(),
            "(_2,_3):(_18,_1)",
        );
        c.runtime("logical_product((_2,_3):(_18,_1),(_))", "(_2,_3):(_18,_1)");
        c.zst(
            "logical_product((_2,_3):(_18,_1),(_))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(logical_product((_2,_4):(_8,_16),(_,_2:_1)));
        c.eq(
            "logical_product((_2,_4):(_8,_16),(_,_2:_1))",
            r.to_string(),
            "(_2,(_4,_2)):(_8,(_16,_1))",
        );
        c.runtime(
            "logical_product((_2,_4):(_8,_16),(_,_2:_1))",
            "(_2,(_4,_2)):(_8,(_16,_1))",
        );
        c.zst(
            "logical_product((_2,_4):(_8,_16),(_,_2:_1))",
            core::mem::size_of_val(&r),
        );
    }
    // cutlass-test:logical_product.cpp
    {
        let r = cute!(logical_product((_3):(_1),(_2,_4):(_1,_2)));
        c.eq(
            "logical_product((_3):(_1),(_2,_4):(_1,_2))",
            r.to_string(),
            "((_3),(_2,_4)):((_1),(_3,_6))",
        );
        c.runtime(
            "logical_product((_3):(_1),(_2,_4):(_1,_2))",
            "((_3),(_2,_4)):((_1),(_3,_6))",
        );
        c.zst(
            "logical_product((_3):(_1),(_2,_4):(_1,_2))",
            core::mem::size_of_val(&r),
        );
    }
    // cutlass-test:logical_product.cpp
    {
        let r = cute!(logical_product((_3):(_2),(_4):(_1)));
        c.eq(
            "logical_product((_3):(_2),(_4):(_1))",
            r.to_string(),
            "((_3),((_2,_2))):((_2),((_1,_6)))",
        );
        c.runtime(
            "logical_product((_3):(_2),(_4):(_1))",
            "((_3),((_2,_2))):((_2),((_1,_6)))",
        );
        c.zst(
            "logical_product((_3):(_2),(_4):(_1))",
            core::mem::size_of_val(&r),
        );
    }
    // cutlass-test:logical_product.cpp
    {
        let r = cute!(logical_product((_3):(_32),(_128):(_1)));
        c.eq(
            "logical_product((_3):(_32),(_128):(_1))",
            r.to_string(),
            "((_3),((_32,_4))):((_32),((_1,_96)))",
        );
        c.runtime(
            "logical_product((_3):(_32),(_128):(_1))",
            "((_3),((_32,_4))):((_32),((_1,_96)))",
        );
        c.zst(
            "logical_product((_3):(_32),(_128):(_1))",
            core::mem::size_of_val(&r),
        );
    }
    // cutlass-test:logical_product.cpp
    {
        let r = cute!(logical_product((_3):(_32),(_32):(_1)));
        c.eq(
            "logical_product((_3):(_32),(_32):(_1))",
            r.to_string(),
            "((_3),(_32)):((_32),(_1))",
        );
        c.runtime(
            "logical_product((_3):(_32),(_32):(_1))",
            "((_3),(_32)):((_32),(_1))",
        );
        c.zst(
            "logical_product((_3):(_32),(_32):(_1))",
            core::mem::size_of_val(&r),
        );
    }
    // cutlass-test:logical_product.cpp
    {
        let r = cute!(logical_product((_3):(_32),(_8,_8):(_8,_1)));
        c.eq(
            "logical_product((_3):(_32),(_8,_8):(_8,_1))",
            r.to_string(),
            "((_3),((_4,_2),_8)):((_32),((_8,_96),_1))",
        );
        c.runtime(
            "logical_product((_3):(_32),(_8,_8):(_8,_1))",
            "((_3),((_4,_2),_8)):((_32),((_8,_96),_1))",
        );
        c.zst(
            "logical_product((_3):(_32),(_8,_8):(_8,_1))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    // expect_error: logical_product((_3,_4):(_6,_6),_5)
    c.err("logical_product((_3,_4):(_6,_6),_5)");
    // random:seed=20261122
    {
        let r = cute!(logical_product((_4):(_1),(_2,_3,(_1,_3)):(_9,_1,(_9,_3))));
        c.eq(
            "logical_product((_4):(_1),(_2,_3,(_1,_3)):(_9,_1,(_9,_3)))",
            r.to_string(),
            "((_4),(_2,_3,(_1,_3))):((_1),(_36,_4,(_36,_12)))",
        );
        c.runtime(
            "logical_product((_4):(_1),(_2,_3,(_1,_3)):(_9,_1,(_9,_3)))",
            "((_4),(_2,_3,(_1,_3))):((_1),(_36,_4,(_36,_12)))",
        );
        c.zst(
            "logical_product((_4):(_1),(_2,_3,(_1,_3)):(_9,_1,(_9,_3)))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(logical_product((_4):(_2),_6));
        c.eq(
            "logical_product((_4):(_2),_6)",
            r.to_string(),
            "((_4),(_2,_3)):((_2),(_1,_8))",
        );
        c.runtime(
            "logical_product((_4):(_2),_6)",
            "((_4),(_2,_3)):((_2),(_1,_8))",
        );
        c.zst("logical_product((_4):(_2),_6)", core::mem::size_of_val(&r));
    }
    // random:seed=20261122
    {
        let r = cute!(logical_product((_4,_2):(_1,_4),(4):(16)));
        c.eq(
            "logical_product((_4,_2):(_1,_4),(4):(16))",
            r.to_string(),
            "((_4,_2),(4)):((_1,_4),(128))",
        );
        c.runtime(
            "logical_product((_4,_2):(_1,_4),(4):(16))",
            "((_4,_2),(4)):((_1,_4),(128))",
        );
    }
    // cutlass-test:logical_product.cpp
    {
        let r = cute!(logical_product((_8,(_2,_2)):(_1,(_8,_16)),(_4):(_2)));
        c.eq(
            "logical_product((_8,(_2,_2)):(_1,(_8,_16)),(_4):(_2))",
            r.to_string(),
            "((_8,(_2,_2)),(_4)):((_1,(_8,_16)),(_64))",
        );
        c.runtime(
            "logical_product((_8,(_2,_2)):(_1,(_8,_16)),(_4):(_2))",
            "((_8,(_2,_2)),(_4)):((_1,(_8,_16)),(_64))",
        );
        c.zst(
            "logical_product((_8,(_2,_2)):(_1,(_8,_16)),(_4):(_2))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(logical_product(1:_2,(1)));
        c.eq(
            "logical_product(1:_2,(1))",
            r.to_string(),
            "((1,(1,1))):((_2,(_1,2)))",
        );
        c.runtime("logical_product(1:_2,(1))", "((1,(1,1))):((_2,(_1,2)))");
    }
    // random:seed=20261122
    {
        let r = cute!(logical_product(1:_2,(1:1)));
        c.eq(
            "logical_product(1:_2,(1:1))",
            r.to_string(),
            "((1,(1,1))):((_2,(1,2)))",
        );
        c.runtime("logical_product(1:_2,(1:1))", "((1,(1,1))):((_2,(1,2)))");
    }
    // random:seed=20261122
    {
        let r = cute!(logical_product(2:_2,(4):(1)));
        c.eq(
            "logical_product(2:_2,(4):(1))",
            r.to_string(),
            "(2,((2,2))):(_2,((1,4)))",
        );
        c.runtime("logical_product(2:_2,(4):(1))", "(2,((2,2))):(_2,((1,4)))");
    }
    // random:seed=20261122
    {
        let r = cute!(logical_product(3:_1,((1):(1))));
        c.eq(
            "logical_product(3:_1,((1):(1)))",
            r.to_string(),
            "((3,(1))):((_1,(3)))",
        );
        c.runtime("logical_product(3:_1,((1):(1)))", "((3,(1))):((_1,(3)))");
    }
    // cutlass-test:logical_product.cpp
    {
        let r = cute!(logical_product(_1:_1,_1:_1));
        c.eq(
            "logical_product(_1:_1,_1:_1)",
            r.to_string(),
            "(_1,_1):(_1,_0)",
        );
        c.runtime("logical_product(_1:_1,_1:_1)", "(_1,_1):(_1,_0)");
        c.zst("logical_product(_1:_1,_1:_1)", core::mem::size_of_val(&r));
    }
    // random:seed=20261122
    {
        let r = cute!(logical_product(_1:_2,(_1)));
        c.eq(
            "logical_product(_1:_2,(_1))",
            r.to_string(),
            "((_1,_1)):((_2,_0))",
        );
        c.runtime("logical_product(_1:_2,(_1))", "((_1,_1)):((_2,_0))");
        c.zst("logical_product(_1:_2,(_1))", core::mem::size_of_val(&r));
    }
    // random:seed=20261122
    {
        let r = cute!(logical_product(_2:_6,(1)));
        c.eq(
            "logical_product(_2:_6,(1))",
            r.to_string(),
            "((_2,(1,1))):((_6,(_1,_12)))",
        );
        c.runtime("logical_product(_2:_6,(1))", "((_2,(1,1))):((_6,(_1,_12)))");
    }
    // random:seed=20261122
    {
        let r = cute!(logical_product(_3:_1,(_3)));
        c.eq(
            "logical_product(_3:_1,(_3))",
            r.to_string(),
            "((_3,_3)):((_1,_3))",
        );
        c.runtime("logical_product(_3:_1,(_3))", "((_3,_3)):((_1,_3))");
        c.zst("logical_product(_3:_1,(_3))", core::mem::size_of_val(&r));
    }
    // cutlass-test:logical_product.cpp
    {
        let r = cute!(logical_product(_3:_1,_4:_0));
        c.eq(
            "logical_product(_3:_1,_4:_0)",
            r.to_string(),
            "(_3,_4):(_1,_0)",
        );
        c.runtime("logical_product(_3:_1,_4:_0)", "(_3,_4):(_1,_0)");
        c.zst("logical_product(_3:_1,_4:_0)", core::mem::size_of_val(&r));
    }
    c.done("logical_product.jsonl");
}

#[test]
fn make_layout() {
    let mut c = Check::default();
    // cutlass-test:tuple.cpp
    {
        let r = cute!(make_layout(((1, 2), 8, 2), LayoutRight));
        c.eq(
            "make_layout(((1,2),8,2),LayoutRight)",
            r.to_string(),
            "((1,2),8,2):((32,16),2,_1)",
        );
        c.runtime(
            "make_layout(((1,2),8,2),LayoutRight)",
            "((1,2),8,2):((32,16),2,_1)",
        );
    }
    // cutlass-test:compact_xmajor.cpp
    {
        let r = cute!(make_layout(((4, 8), 1, 2), LayoutRight));
        c.eq(
            "make_layout(((4,8),1,2),LayoutRight)",
            r.to_string(),
            "((4,8),1,2):((16,2),2,_1)",
        );
        c.runtime(
            "make_layout(((4,8),1,2),LayoutRight)",
            "((4,8),1,2):((16,2),2,_1)",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(make_layout((4)));
        c.eq("make_layout((4))", r.to_string(), "(4):(_1)");
        c.runtime("make_layout((4))", "(4):(_1)");
    }
    // cutlass-test:compact_xmajor.cpp
    {
        let r = cute!(make_layout((4, (8, 1, (2, 3))), LayoutLeft));
        c.eq(
            "make_layout((4,(8,1,(2,3))),LayoutLeft)",
            r.to_string(),
            "(4,(8,1,(2,3))):(_1,(4,32,(32,64)))",
        );
        c.runtime(
            "make_layout((4,(8,1,(2,3))),LayoutLeft)",
            "(4,(8,1,(2,3))):(_1,(4,32,(32,64)))",
        );
    }
    // cutlass-test:compact_xmajor.cpp
    {
        let r = cute!(make_layout((4, (8, 1, 2)), LayoutLeft));
        c.eq(
            "make_layout((4,(8,1,2)),LayoutLeft)",
            r.to_string(),
            "(4,(8,1,2)):(_1,(4,32,32))",
        );
        c.runtime(
            "make_layout((4,(8,1,2)),LayoutLeft)",
            "(4,(8,1,2)):(_1,(4,32,32))",
        );
    }
    // cutlass-test:compact_xmajor.cpp
    {
        let r = cute!(make_layout((4, 8), LayoutRight));
        c.eq(
            "make_layout((4,8),LayoutRight)",
            r.to_string(),
            "(4,8):(8,_1)",
        );
        c.runtime("make_layout((4,8),LayoutRight)", "(4,8):(8,_1)");
    }
    // random:seed=20261122
    {
        let r = cute!(make_layout((5, (2, 8), 2), (0, (64, 1), 16)));
        c.eq(
            "make_layout((5,(2,8),2),(0,(64,1),16))",
            r.to_string(),
            "(5,(2,8),2):(0,(64,1),16)",
        );
        c.runtime(
            "make_layout((5,(2,8),2),(0,(64,1),16))",
            "(5,(2,8),2):(0,(64,1),16)",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(make_layout((6, (4), 3)));
        c.eq(
            "make_layout((6,(4),3))",
            r.to_string(),
            "(6,(4),3):(_1,(6),24)",
        );
        c.runtime("make_layout((6,(4),3))", "(6,(4),3):(_1,(6),24)");
    }
    // random:seed=20261122
    {
        let r = cute!(make_layout((7, _5), LayoutLeft));
        c.eq(
            "make_layout((7,_5),LayoutLeft)",
            r.to_string(),
            "(7,_5):(_1,7)",
        );
        c.runtime("make_layout((7,_5),LayoutLeft)", "(7,_5):(_1,7)");
    }
    // cutlass-test:tuple.cpp
    {
        let r = cute!(make_layout((8, 4, 2), LayoutRight));
        c.eq(
            "make_layout((8,4,2),LayoutRight)",
            r.to_string(),
            "(8,4,2):(8,2,_1)",
        );
        c.runtime("make_layout((8,4,2),LayoutRight)", "(8,4,2):(8,2,_1)");
    }
    // cutlass-test:tuple.cpp
    {
        let r = cute!(make_layout((8, 4, _2), LayoutLeft));
        c.eq(
            "make_layout((8,4,_2),LayoutLeft)",
            r.to_string(),
            "(8,4,_2):(_1,8,32)",
        );
        c.runtime("make_layout((8,4,_2),LayoutLeft)", "(8,4,_2):(_1,8,32)");
    }
    // random:seed=20261122
    {
        let r = cute!(make_layout((_1), (_64)));
        c.eq("make_layout((_1),(_64))", r.to_string(), "(_1):(_64)");
        c.runtime("make_layout((_1),(_64))", "(_1):(_64)");
        c.zst("make_layout((_1),(_64))", core::mem::size_of_val(&r));
    }
    // random:seed=20261122
    {
        let r = cute!(make_layout((_1,(_4)):(_1,(_1)),(_5):(_1),((_7,_1)):((_4,_4))));
        c.eq(
            "make_layout((_1,(_4)):(_1,(_1)),(_5):(_1),((_7,_1)):((_4,_4)))",
            r.to_string(),
            "((_1,(_4)),(_5),((_7,_1))):((_1,(_1)),(_1),((_4,_4)))",
        );
        c.runtime(
            "make_layout((_1,(_4)):(_1,(_1)),(_5):(_1),((_7,_1)):((_4,_4)))",
            "((_1,(_4)),(_5),((_7,_1))):((_1,(_1)),(_1),((_4,_4)))",
        );
        c.zst(
            "make_layout((_1,(_4)):(_1,(_1)),(_5):(_1),((_7,_1)):((_4,_4)))",
            core::mem::size_of_val(&r),
        );
    }
    // seed:003_a55ca988014c955d s2xd4
    {
        let r = cute!(make_layout((_2, 4)));
        c.eq("make_layout((_2,4))", r.to_string(), "(_2,4):(_1,_2)");
        c.runtime("make_layout((_2,4))", "(_2,4):(_1,_2)");
    }
    // seed:003_a55ca988014c955d exercise 3
    {
        let r = cute!(make_layout((_2, _3), LayoutLeft));
        c.eq(
            "make_layout((_2,_3),LayoutLeft)",
            r.to_string(),
            "(_2,_3):(_1,_2)",
        );
        c.runtime("make_layout((_2,_3),LayoutLeft)", "(_2,_3):(_1,_2)");
        c.zst(
            "make_layout((_2,_3),LayoutLeft)",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(make_layout((_3, _4, _1)));
        c.eq(
            "make_layout((_3,_4,_1))",
            r.to_string(),
            "(_3,_4,_1):(_1,_3,_0)",
        );
        c.runtime("make_layout((_3,_4,_1))", "(_3,_4,_1):(_1,_3,_0)");
        c.zst("make_layout((_3,_4,_1))", core::mem::size_of_val(&r));
    }
    // cutlass-test:compact_xmajor.cpp
    {
        let r = cute!(make_layout((_4, (_8, _1, (_2, _3))), LayoutRight));
        c.eq(
            "make_layout((_4,(_8,_1,(_2,_3))),LayoutRight)",
            r.to_string(),
            "(_4,(_8,_1,(_2,_3))):(_48,(_6,_0,(_3,_1)))",
        );
        c.runtime(
            "make_layout((_4,(_8,_1,(_2,_3))),LayoutRight)",
            "(_4,(_8,_1,(_2,_3))):(_48,(_6,_0,(_3,_1)))",
        );
        c.zst(
            "make_layout((_4,(_8,_1,(_2,_3))),LayoutRight)",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(make_layout((_4, _3, (6, 8)), LayoutRight));
        c.eq(
            "make_layout((_4,_3,(6,8)),LayoutRight)",
            r.to_string(),
            "(_4,_3,(6,8)):(144,48,(8,_1))",
        );
        c.runtime(
            "make_layout((_4,_3,(6,8)),LayoutRight)",
            "(_4,_3,(6,8)):(144,48,(8,_1))",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(make_layout((_7, _7)));
        c.eq("make_layout((_7,_7))", r.to_string(), "(_7,_7):(_1,_7)");
        c.runtime("make_layout((_7,_7))", "(_7,_7):(_1,_7)");
        c.zst("make_layout((_7,_7))", core::mem::size_of_val(&r));
    }
    // cutlass-test:tuple.cpp
    {
        let r = cute!(make_layout((_8, 4), LayoutLeft));
        c.eq(
            "make_layout((_8,4),LayoutLeft)",
            r.to_string(),
            "(_8,4):(_1,_8)",
        );
        c.runtime("make_layout((_8,4),LayoutLeft)", "(_8,4):(_1,_8)");
    }
    // cutlass-test:tuple.cpp
    {
        let r = cute!(make_layout((_8, _4), LayoutRight));
        c.eq(
            "make_layout((_8,_4),LayoutRight)",
            r.to_string(),
            "(_8,_4):(_4,_1)",
        );
        c.runtime("make_layout((_8,_4),LayoutRight)", "(_8,_4):(_4,_1)");
        c.zst(
            "make_layout((_8,_4),LayoutRight)",
            core::mem::size_of_val(&r),
        );
    }
    // cute-doc:01_layout.md
    {
        let r = cute!(make_layout(_3:_1));
        c.eq("make_layout(_3:_1)", r.to_string(), "(_3):(_1)");
        c.runtime("make_layout(_3:_1)", "(_3):(_1)");
        c.zst("make_layout(_3:_1)", core::mem::size_of_val(&r));
    }
    // cute-doc:01_layout.md
    {
        let r = cute!(make_layout(_3:_1,(_3):(_1),_3:_1));
        c.eq(
            "make_layout(_3:_1,(_3):(_1),_3:_1)",
            r.to_string(),
            "(_3,(_3),_3):(_1,(_1),_1)",
        );
        c.runtime(
            "make_layout(_3:_1,(_3):(_1),_3:_1)",
            "(_3,(_3),_3):(_1,(_1),_1)",
        );
        c.zst(
            "make_layout(_3:_1,(_3):(_1),_3:_1)",
            core::mem::size_of_val(&r),
        );
    }
    c.done("make_layout.jsonl");
}

#[test]
fn make_ordered_layout() {
    let mut c = Check::default();
    // random:seed=20261122
    {
        let r = cute!(make_ordered_layout(((3, 2), 8), ((2, 1), _0)));
        c.eq(
            "make_ordered_layout(((3,2),8),((2,1),_0))",
            r.to_string(),
            "((3,2),8):((8,24),_1)",
        );
        c.runtime(
            "make_ordered_layout(((3,2),8),((2,1),_0))",
            "((3,2),8):((8,24),_1)",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(make_ordered_layout(
            ((4, 2, 5), _7, (3), (_6, _6)),
            (_3, 2, 1, 0)
        ));
        c.eq(
            "make_ordered_layout(((4,2,5),_7,(3),(_6,_6)),(_3,2,1,0))",
            r.to_string(),
            "((4,2,5),_7,(3),(_6,_6)):((_1,4,8),40,(280),(840,5040))",
        );
        c.runtime(
            "make_ordered_layout(((4,2,5),_7,(3),(_6,_6)),(_3,2,1,0))",
            "((4,2,5),_7,(3),(_6,_6)):((_1,4,8),40,(280),(840,5040))",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(make_ordered_layout(((_5, _5, _6), _1), ((_0, _2, _3), _1)));
        c.eq(
            "make_ordered_layout(((_5,_5,_6),_1),((_0,_2,_3),_1))",
            r.to_string(),
            "((_5,_5,_6),_1):((_1,_5,_25),_0)",
        );
        c.runtime(
            "make_ordered_layout(((_5,_5,_6),_1),((_0,_2,_3),_1))",
            "((_5,_5,_6),_1):((_1,_5,_25),_0)",
        );
        c.zst(
            "make_ordered_layout(((_5,_5,_6),_1),((_0,_2,_3),_1))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(make_ordered_layout(((_6, _7, _2), _1), ((_0, _3, _1), _2)));
        c.eq(
            "make_ordered_layout(((_6,_7,_2),_1),((_0,_3,_1),_2))",
            r.to_string(),
            "((_6,_7,_2),_1):((_1,_12,_6),_0)",
        );
        c.runtime(
            "make_ordered_layout(((_6,_7,_2),_1),((_0,_3,_1),_2))",
            "((_6,_7,_2),_1):((_1,_12,_6),_0)",
        );
        c.zst(
            "make_ordered_layout(((_6,_7,_2),_1),((_0,_3,_1),_2))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(make_ordered_layout(((_8, 7), _6), (_1, _0)));
        c.eq(
            "make_ordered_layout(((_8,7),_6),(_1,_0))",
            r.to_string(),
            "((_8,7),_6):((_6,_48),_1)",
        );
        c.runtime(
            "make_ordered_layout(((_8,7),_6),(_1,_0))",
            "((_8,7),_6):((_6,_48),_1)",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(make_ordered_layout((2, 1, 7, 4), (2, 3, 0, 1)));
        c.eq(
            "make_ordered_layout((2,1,7,4),(2,3,0,1))",
            r.to_string(),
            "(2,1,7,4):(_1,2,2,14)",
        );
        c.runtime(
            "make_ordered_layout((2,1,7,4),(2,3,0,1))",
            "(2,1,7,4):(_1,2,2,14)",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(make_ordered_layout((4, 5), (0, 1)));
        c.eq(
            "make_ordered_layout((4,5),(0,1))",
            r.to_string(),
            "(4,5):(_1,4)",
        );
        c.runtime("make_ordered_layout((4,5),(0,1))", "(4,5):(_1,4)");
    }
    // random:seed=20261122
    {
        let r = cute!(make_ordered_layout((5, 2, (4, 2, 1)), (3, 1, (4, 2, 0))));
        c.eq(
            "make_ordered_layout((5,2,(4,2,1)),(3,1,(4,2,0)))",
            r.to_string(),
            "(5,2,(4,2,1)):(_1,5,(10,40,80))",
        );
        c.runtime(
            "make_ordered_layout((5,2,(4,2,1)),(3,1,(4,2,0)))",
            "(5,2,(4,2,1)):(_1,5,(10,40,80))",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(make_ordered_layout((7, (3, 6, 8)), (2, (1, 0, 3))));
        c.eq(
            "make_ordered_layout((7,(3,6,8)),(2,(1,0,3)))",
            r.to_string(),
            "(7,(3,6,8)):(_1,(7,21,126))",
        );
        c.runtime(
            "make_ordered_layout((7,(3,6,8)),(2,(1,0,3)))",
            "(7,(3,6,8)):(_1,(7,21,126))",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(make_ordered_layout((8, (4, 1)), (1, (0, 2))));
        c.eq(
            "make_ordered_layout((8,(4,1)),(1,(0,2)))",
            r.to_string(),
            "(8,(4,1)):(_1,(8,32))",
        );
        c.runtime(
            "make_ordered_layout((8,(4,1)),(1,(0,2)))",
            "(8,(4,1)):(_1,(8,32))",
        );
    }
    // seed:004_393bc61f3669e5cf
    {
        let r = cute!(make_ordered_layout((_4, _64), (_1, _0)));
        c.eq(
            "make_ordered_layout((_4,_64),(_1,_0))",
            r.to_string(),
            "(_4,_64):(_64,_1)",
        );
        c.runtime("make_ordered_layout((_4,_64),(_1,_0))", "(_4,_64):(_64,_1)");
        c.zst(
            "make_ordered_layout((_4,_64),(_1,_0))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(make_ordered_layout((_6, _1), (_1, _0)));
        c.eq(
            "make_ordered_layout((_6,_1),(_1,_0))",
            r.to_string(),
            "(_6,_1):(_1,_0)",
        );
        c.runtime("make_ordered_layout((_6,_1),(_1,_0))", "(_6,_1):(_1,_0)");
        c.zst(
            "make_ordered_layout((_6,_1),(_1,_0))",
            core::mem::size_of_val(&r),
        );
    }
    c.done("make_ordered_layout.jsonl");
}

#[test]
fn max_common_layout() {
    let mut c = Check::default();
    // random:seed=20261122
    {
        let r = cute!(max_common_layout(((4,5,5),2):((50,1,10),5),((4,5,5),_2):((0,_48,24),6)));
        c.eq(
            "max_common_layout(((4,5,5),2):((50,1,10),5),((4,5,5),_2):((0,_48,24),6))",
            r.to_string(),
            "_1:_0",
        );
        c.runtime(
            "max_common_layout(((4,5,5),2):((50,1,10),5),((4,5,5),_2):((0,_48,24),6))",
            "_1:_0",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(max_common_layout(((_6,_7),_8):((_56,_1),_7),((_6,_7),_8):((_8,_48),_1)));
        c.eq(
            "max_common_layout(((_6,_7),_8):((_56,_1),_7),((_6,_7),_8):((_8,_48),_1))",
            r.to_string(),
            "_1:_0",
        );
        c.runtime(
            "max_common_layout(((_6,_7),_8):((_56,_1),_7),((_6,_7),_8):((_8,_48),_1))",
            "_1:_0",
        );
        c.zst(
            "max_common_layout(((_6,_7),_8):((_56,_1),_7),((_6,_7),_8):((_8,_48),_1))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(max_common_layout(((_8,_5),(_6),_7):((_35,_7),(_280),_1),((_8,_5),(_6),_7):((_1,_8),(_280),_40)));
        c.eq("max_common_layout(((_8,_5),(_6),_7):((_35,_7),(_280),_1),((_8,_5),(_6),_7):((_1,_8),(_280),_40))", r.to_string(), "_1:_0");
        c.runtime("max_common_layout(((_8,_5),(_6),_7):((_35,_7),(_280),_1),((_8,_5),(_6),_7):((_1,_8),(_280),_40))", "_1:_0");
        c.zst("max_common_layout(((_8,_5),(_6),_7):((_35,_7),(_280),_1),((_8,_5),(_6),_7):((_1,_8),(_280),_40))", core::mem::size_of_val(&r));
    }
    // random:seed=20261122
    {
        let r = cute!(max_common_layout((4,8):(1,4),(4,8):(1,4)));
        c.eq(
            "max_common_layout((4,8):(1,4),(4,8):(1,4))",
            r.to_string(),
            "_1:_0",
        );
        c.runtime("max_common_layout((4,8):(1,4),(4,8):(1,4))", "_1:_0");
    }
    // random:seed=20261122
    {
        let r = cute!(max_common_layout((5):(_1),(5):(_1)));
        c.eq(
            "max_common_layout((5):(_1),(5):(_1))",
            r.to_string(),
            "_1:_0",
        );
        c.runtime("max_common_layout((5):(_1),(5):(_1))", "_1:_0");
    }
    // random:seed=20261122
    {
        let r = cute!(max_common_layout((_1):(_1),(_1):(_28)));
        c.eq(
            "max_common_layout((_1):(_1),(_1):(_28))",
            r.to_string(),
            "_1:_0",
        );
        c.runtime("max_common_layout((_1):(_1),(_1):(_28))", "_1:_0");
        c.zst(
            "max_common_layout((_1):(_1),(_1):(_28))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261123
    {
        let r = cute!(max_common_layout((_2,_1):(_1,_2),(_2,_1):(_1,_2)));
        c.eq(
            "max_common_layout((_2,_1):(_1,_2),(_2,_1):(_1,_2))",
            r.to_string(),
            "_2:_1",
        );
        c.runtime(
            "max_common_layout((_2,_1):(_1,_2),(_2,_1):(_1,_2))",
            "_2:_1",
        );
        c.zst(
            "max_common_layout((_2,_1):(_1,_2),(_2,_1):(_1,_2))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261123
    {
        let r = cute!(max_common_layout((_3,_4):(_4,_1),(3,_4):(_4,_1)));
        c.eq(
            "max_common_layout((_3,_4):(_4,_1),(3,_4):(_4,_1))",
            r.to_string(),
            "_1:_0",
        );
        c.runtime("max_common_layout((_3,_4):(_4,_1),(3,_4):(_4,_1))", "_1:_0");
    }
    // random:seed=20261123
    {
        let r = cute!(max_common_layout((_4,(_6)):(_1,(_4)),(_4,(_6)):(_1,(_4))));
        c.eq(
            "max_common_layout((_4,(_6)):(_1,(_4)),(_4,(_6)):(_1,(_4)))",
            r.to_string(),
            "_24:_1",
        );
        c.runtime(
            "max_common_layout((_4,(_6)):(_1,(_4)),(_4,(_6)):(_1,(_4)))",
            "_24:_1",
        );
        c.zst(
            "max_common_layout((_4,(_6)):(_1,(_4)),(_4,(_6)):(_1,(_4)))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261123
    {
        let r = cute!(max_common_layout((_5,(_8,_3)):(_1,(_15,_5)),(_5,(_8,_3)):(_1,(_15,_5))));
        c.eq(
            "max_common_layout((_5,(_8,_3)):(_1,(_15,_5)),(_5,(_8,_3)):(_1,(_15,_5)))",
            r.to_string(),
            "(_5,_3,_8):(_1,_40,_5)",
        );
        c.runtime(
            "max_common_layout((_5,(_8,_3)):(_1,(_15,_5)),(_5,(_8,_3)):(_1,(_15,_5)))",
            "(_5,_3,_8):(_1,_40,_5)",
        );
        c.zst(
            "max_common_layout((_5,(_8,_3)):(_1,(_15,_5)),(_5,(_8,_3)):(_1,(_15,_5)))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261123
    {
        let r = cute!(max_common_layout((_5,_6,_4):(_6,_1,_30),(_5,_6,_4):(_6,_1,_30)));
        c.eq(
            "max_common_layout((_5,_6,_4):(_6,_1,_30),(_5,_6,_4):(_6,_1,_30))",
            r.to_string(),
            "(_6,_5,_4):(_5,_1,_30)",
        );
        c.runtime(
            "max_common_layout((_5,_6,_4):(_6,_1,_30),(_5,_6,_4):(_6,_1,_30))",
            "(_6,_5,_4):(_5,_1,_30)",
        );
        c.zst(
            "max_common_layout((_5,_6,_4):(_6,_1,_30),(_5,_6,_4):(_6,_1,_30))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(max_common_layout((_7,(_2,_6)):(_1,(_42,_7)),(_7,(_2,_6)):(_1,(_42,_7))));
        c.eq(
            "max_common_layout((_7,(_2,_6)):(_1,(_42,_7)),(_7,(_2,_6)):(_1,(_42,_7)))",
            r.to_string(),
            "(_7,_6,_2):(_1,_14,_7)",
        );
        c.runtime(
            "max_common_layout((_7,(_2,_6)):(_1,(_42,_7)),(_7,(_2,_6)):(_1,(_42,_7)))",
            "(_7,_6,_2):(_1,_14,_7)",
        );
        c.zst(
            "max_common_layout((_7,(_2,_6)):(_1,(_42,_7)),(_7,(_2,_6)):(_1,(_42,_7)))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261123
    {
        let r = cute!(max_common_layout((_7,_1):(1,_7),(_7,_1):(_1,_7)));
        c.eq(
            "max_common_layout((_7,_1):(1,_7),(_7,_1):(_1,_7))",
            r.to_string(),
            "_1:_0",
        );
        c.runtime("max_common_layout((_7,_1):(1,_7),(_7,_1):(_1,_7))", "_1:_0");
    }
    // random:seed=20261122
    {
        let r = cute!(max_common_layout(5:1,_5:1));
        c.eq("max_common_layout(5:1,_5:1)", r.to_string(), "_1:_0");
        c.runtime("max_common_layout(5:1,_5:1)", "_1:_0");
    }
    // random:seed=20261122
    {
        let r = cute!(max_common_layout(6:_1,6:_1));
        c.eq("max_common_layout(6:_1,6:_1)", r.to_string(), "_1:_0");
        c.runtime("max_common_layout(6:_1,6:_1)", "_1:_0");
    }
    // random:seed=20261123
    {
        let r = cute!(max_common_layout(7:1,_7:1));
        c.eq("max_common_layout(7:1,_7:1)", r.to_string(), "_1:_0");
        c.runtime("max_common_layout(7:1,_7:1)", "_1:_0");
    }
    // random:seed=20261122
    {
        let r = cute!(max_common_layout(7:_1,7:1));
        c.eq("max_common_layout(7:_1,7:1)", r.to_string(), "_1:_0");
        c.runtime("max_common_layout(7:_1,7:1)", "_1:_0");
    }
    // random:seed=20261122
    {
        let r = cute!(max_common_layout(_1:_47,_1:_47));
        c.eq("max_common_layout(_1:_47,_1:_47)", r.to_string(), "_1:_0");
        c.runtime("max_common_layout(_1:_47,_1:_47)", "_1:_0");
        c.zst(
            "max_common_layout(_1:_47,_1:_47)",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(max_common_layout(_3:1,3:_1));
        c.eq("max_common_layout(_3:1,3:_1)", r.to_string(), "_1:_0");
        c.runtime("max_common_layout(_3:1,3:_1)", "_1:_0");
    }
    // random:seed=20261123
    {
        let r = cute!(max_common_layout(_6:_1,_6:_1));
        c.eq("max_common_layout(_6:_1,_6:_1)", r.to_string(), "_6:_1");
        c.runtime("max_common_layout(_6:_1,_6:_1)", "_6:_1");
        c.zst("max_common_layout(_6:_1,_6:_1)", core::mem::size_of_val(&r));
    }
    c.done("max_common_layout.jsonl");
}

#[test]
fn max_common_vector() {
    let mut c = Check::default();
    // random:seed=20261122
    {
        let r = cute!(max_common_vector(((8,5),4,8):((4,32),1,160),((8,5),4,8):((4,32),1,160)));
        c.eq(
            "max_common_vector(((8,5),4,8):((4,32),1,160),((8,5),4,8):((4,32),1,160))",
            r.to_string(),
            "_1",
        );
        c.runtime(
            "max_common_vector(((8,5),4,8):((4,32),1,160),((8,5),4,8):((4,32),1,160))",
            "_1",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(max_common_vector(((_2,_3)):((_1,_2)),((_2,_3)):((_1,_2))));
        c.eq(
            "max_common_vector(((_2,_3)):((_1,_2)),((_2,_3)):((_1,_2)))",
            r.to_string(),
            "_6",
        );
        c.runtime(
            "max_common_vector(((_2,_3)):((_1,_2)),((_2,_3)):((_1,_2)))",
            "_6",
        );
        c.zst(
            "max_common_vector(((_2,_3)):((_1,_2)),((_2,_3)):((_1,_2)))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261123
    {
        let r = cute!(max_common_vector(((_2,_7),_6):((_1,_12),_2),((_2,_7),_6):((_1,_12),_2)));
        c.eq(
            "max_common_vector(((_2,_7),_6):((_1,_12),_2),((_2,_7),_6):((_1,_12),_2))",
            r.to_string(),
            "_84",
        );
        c.runtime(
            "max_common_vector(((_2,_7),_6):((_1,_12),_2),((_2,_7),_6):((_1,_12),_2))",
            "_84",
        );
        c.zst(
            "max_common_vector(((_2,_7),_6):((_1,_12),_2),((_2,_7),_6):((_1,_12),_2))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261123
    {
        let r = cute!(max_common_vector(((_3,_6),(_8,1,_2)):((_1,_48),(_6,_6,3)),((3,_6),(_8,_1,_2)):((1,_48),(_6,6,3))));
        c.eq("max_common_vector(((_3,_6),(_8,1,_2)):((_1,_48),(_6,_6,3)),((3,_6),(_8,_1,_2)):((1,_48),(_6,6,3)))", r.to_string(), "_1");
        c.runtime("max_common_vector(((_3,_6),(_8,1,_2)):((_1,_48),(_6,_6,3)),((3,_6),(_8,_1,_2)):((1,_48),(_6,6,3)))", "_1");
    }
    // random:seed=20261122
    {
        let r = cute!(max_common_vector(((_3,_8),(_5,_1)):((_8,_1),(_24,_24)),((_3,_8),(_5,_1)):((_40,_1),(_8,_8))));
        c.eq("max_common_vector(((_3,_8),(_5,_1)):((_8,_1),(_24,_24)),((_3,_8),(_5,_1)):((_40,_1),(_8,_8)))", r.to_string(), "_8");
        c.runtime("max_common_vector(((_3,_8),(_5,_1)):((_8,_1),(_24,_24)),((_3,_8),(_5,_1)):((_40,_1),(_8,_8)))", "_8");
        c.zst("max_common_vector(((_3,_8),(_5,_1)):((_8,_1),(_24,_24)),((_3,_8),(_5,_1)):((_40,_1),(_8,_8)))", core::mem::size_of_val(&r));
    }
    // random:seed=20261122
    {
        let r = cute!(max_common_vector(((_4,_5),_5):((_5,_1),_20),((_4,_5),_5):((_25,_1),_5)));
        c.eq(
            "max_common_vector(((_4,_5),_5):((_5,_1),_20),((_4,_5),_5):((_25,_1),_5))",
            r.to_string(),
            "_5",
        );
        c.runtime(
            "max_common_vector(((_4,_5),_5):((_5,_1),_20),((_4,_5),_5):((_25,_1),_5))",
            "_5",
        );
        c.zst(
            "max_common_vector(((_4,_5),_5):((_5,_1),_20),((_4,_5),_5):((_25,_1),_5))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261123
    {
        let r = cute!(max_common_vector(((_4,_6)):((_1,_4)),((_4,_6)):((_1,_4))));
        c.eq(
            "max_common_vector(((_4,_6)):((_1,_4)),((_4,_6)):((_1,_4)))",
            r.to_string(),
            "_24",
        );
        c.runtime(
            "max_common_vector(((_4,_6)):((_1,_4)),((_4,_6)):((_1,_4)))",
            "_24",
        );
        c.zst(
            "max_common_vector(((_4,_6)):((_1,_4)),((_4,_6)):((_1,_4)))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(max_common_vector(((_6),_5):((_5),1),((_6),5):((_1),_6)));
        c.eq(
            "max_common_vector(((_6),_5):((_5),1),((_6),5):((_1),_6))",
            r.to_string(),
            "_1",
        );
        c.runtime(
            "max_common_vector(((_6),_5):((_5),1),((_6),5):((_1),_6))",
            "_1",
        );
    }
    // random:seed=20261123
    {
        let r = cute!(max_common_vector(((_6,3,_7),_7,(1,_4,_7)):((_4116,7,_21),588,(_4116,_147,1)),((_6,3,_7),7,(1,4,7)):((4,_168,3528),_504,(_4,_1,24))));
        c.eq("max_common_vector(((_6,3,_7),_7,(1,_4,_7)):((_4116,7,_21),588,(_4116,_147,1)),((_6,3,_7),7,(1,4,7)):((4,_168,3528),_504,(_4,_1,24)))", r.to_string(), "_1");
        c.runtime("max_common_vector(((_6,3,_7),_7,(1,_4,_7)):((_4116,7,_21),588,(_4116,_147,1)),((_6,3,_7),7,(1,4,7)):((4,_168,3528),_504,(_4,_1,24)))", "_1");
    }
    // random:seed=20261123
    {
        let r = cute!(max_common_vector(((_8),_7,_7):((1),_8,_56),((_8),_7,7):((_49),7,_1)));
        c.eq(
            "max_common_vector(((_8),_7,_7):((1),_8,_56),((_8),_7,7):((_49),7,_1))",
            r.to_string(),
            "_1",
        );
        c.runtime(
            "max_common_vector(((_8),_7,_7):((1),_8,_56),((_8),_7,7):((_49),7,_1))",
            "_1",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(max_common_vector((2,(_1,_7)):(1,(_14,_2)),(_2,(_1,7)):(_1,(_14,_2))));
        c.eq(
            "max_common_vector((2,(_1,_7)):(1,(_14,_2)),(_2,(_1,7)):(_1,(_14,_2)))",
            r.to_string(),
            "_1",
        );
        c.runtime(
            "max_common_vector((2,(_1,_7)):(1,(_14,_2)),(_2,(_1,7)):(_1,(_14,_2)))",
            "_1",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(max_common_vector((4,6):(1,4),(4,6):(1,4)));
        c.eq(
            "max_common_vector((4,6):(1,4),(4,6):(1,4))",
            r.to_string(),
            "_1",
        );
        c.runtime("max_common_vector((4,6):(1,4),(4,6):(1,4))", "_1");
    }
    // random:seed=20261123
    {
        let r = cute!(max_common_vector((5,(_4,_4)):(_4,(_20,_1)),(_5,(4,4)):(_4,(_20,_1))));
        c.eq(
            "max_common_vector((5,(_4,_4)):(_4,(_20,_1)),(_5,(4,4)):(_4,(_20,_1)))",
            r.to_string(),
            "_1",
        );
        c.runtime(
            "max_common_vector((5,(_4,_4)):(_4,(_20,_1)),(_5,(4,4)):(_4,(_20,_1)))",
            "_1",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(max_common_vector((5,8,(1)):(8,1,(1)),(5,8,(1)):(16,24,(12))));
        c.eq(
            "max_common_vector((5,8,(1)):(8,1,(1)),(5,8,(1)):(16,24,(12)))",
            r.to_string(),
            "_1",
        );
        c.runtime(
            "max_common_vector((5,8,(1)):(8,1,(1)),(5,8,(1)):(16,24,(12)))",
            "_1",
        );
    }
    // random:seed=20261123
    {
        let r = cute!(max_common_vector((6,_5):(_1,_6),(_6,5):(_1,_6)));
        c.eq(
            "max_common_vector((6,_5):(_1,_6),(_6,5):(_1,_6))",
            r.to_string(),
            "_1",
        );
        c.runtime("max_common_vector((6,_5):(_1,_6),(_6,5):(_1,_6))", "_1");
    }
    // random:seed=20261122
    {
        let r = cute!(max_common_vector((7,(7)):(7,(1)),(7,(7)):(0,(24))));
        c.eq(
            "max_common_vector((7,(7)):(7,(1)),(7,(7)):(0,(24)))",
            r.to_string(),
            "_1",
        );
        c.runtime("max_common_vector((7,(7)):(7,(1)),(7,(7)):(0,(24)))", "_1");
    }
    // random:seed=20261122
    {
        let r = cute!(max_common_vector((_1):(_1),(_1):(_12)));
        c.eq(
            "max_common_vector((_1):(_1),(_1):(_12))",
            r.to_string(),
            "_1",
        );
        c.runtime("max_common_vector((_1):(_1),(_1):(_12))", "_1");
        c.zst(
            "max_common_vector((_1):(_1),(_1):(_12))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(max_common_vector((_1,(_3)):(_3,(_1)),(_1,(_3)):(_3,(_1))));
        c.eq(
            "max_common_vector((_1,(_3)):(_3,(_1)),(_1,(_3)):(_3,(_1)))",
            r.to_string(),
            "_3",
        );
        c.runtime(
            "max_common_vector((_1,(_3)):(_3,(_1)),(_1,(_3)):(_3,(_1)))",
            "_3",
        );
        c.zst(
            "max_common_vector((_1,(_3)):(_3,(_1)),(_1,(_3)):(_3,(_1)))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261123
    {
        let r = cute!(max_common_vector((_1,_4,(_2,_8),_4):(_128,_1,(_128,_4),_32),(_1,_4,(_2,_8),_4):(_128,_1,(_128,_4),_32)));
        c.eq("max_common_vector((_1,_4,(_2,_8),_4):(_128,_1,(_128,_4),_32),(_1,_4,(_2,_8),_4):(_128,_1,(_128,_4),_32))", r.to_string(), "_256");
        c.runtime("max_common_vector((_1,_4,(_2,_8),_4):(_128,_1,(_128,_4),_32),(_1,_4,(_2,_8),_4):(_128,_1,(_128,_4),_32))", "_256");
        c.zst("max_common_vector((_1,_4,(_2,_8),_4):(_128,_1,(_128,_4),_32),(_1,_4,(_2,_8),_4):(_128,_1,(_128,_4),_32))", core::mem::size_of_val(&r));
    }
    // random:seed=20261122
    {
        let r = cute!(max_common_vector((_1,_5):(_1,_1),(_1,_5):(_1,_1)));
        c.eq(
            "max_common_vector((_1,_5):(_1,_1),(_1,_5):(_1,_1))",
            r.to_string(),
            "_5",
        );
        c.runtime("max_common_vector((_1,_5):(_1,_1),(_1,_5):(_1,_1))", "_5");
        c.zst(
            "max_common_vector((_1,_5):(_1,_1),(_1,_5):(_1,_1))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(max_common_vector((_2):(_32),(_2):(_1)));
        c.eq(
            "max_common_vector((_2):(_32),(_2):(_1))",
            r.to_string(),
            "_1",
        );
        c.runtime("max_common_vector((_2):(_32),(_2):(_1))", "_1");
        c.zst(
            "max_common_vector((_2):(_32),(_2):(_1))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261123
    {
        let r = cute!(max_common_vector((_3,_1):(_1,1),(_3,1):(1,_3)));
        c.eq(
            "max_common_vector((_3,_1):(_1,1),(_3,1):(1,_3))",
            r.to_string(),
            "_1",
        );
        c.runtime("max_common_vector((_3,_1):(_1,1),(_3,1):(1,_3))", "_1");
    }
    // random:seed=20261122
    {
        let r = cute!(max_common_vector((_4,_8):(_1,_4),(_4,_8):(_4,_1)));
        c.eq(
            "max_common_vector((_4,_8):(_1,_4),(_4,_8):(_4,_1))",
            r.to_string(),
            "_1",
        );
        c.runtime("max_common_vector((_4,_8):(_1,_4),(_4,_8):(_4,_1))", "_1");
        c.zst(
            "max_common_vector((_4,_8):(_1,_4),(_4,_8):(_4,_1))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261123
    {
        let r = cute!(max_common_vector((_6,(_3)):(_3,(_1)),(_6,(_3)):(_3,(_1))));
        c.eq(
            "max_common_vector((_6,(_3)):(_3,(_1)),(_6,(_3)):(_3,(_1)))",
            r.to_string(),
            "_18",
        );
        c.runtime(
            "max_common_vector((_6,(_3)):(_3,(_1)),(_6,(_3)):(_3,(_1)))",
            "_18",
        );
        c.zst(
            "max_common_vector((_6,(_3)):(_3,(_1)),(_6,(_3)):(_3,(_1)))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(max_common_vector((_6,(_3,_3)):(_64,(_64,_12)),(_6,(_3,_3)):(_8,(_32,_0))));
        c.eq(
            "max_common_vector((_6,(_3,_3)):(_64,(_64,_12)),(_6,(_3,_3)):(_8,(_32,_0)))",
            r.to_string(),
            "_1",
        );
        c.runtime(
            "max_common_vector((_6,(_3,_3)):(_64,(_64,_12)),(_6,(_3,_3)):(_8,(_32,_0)))",
            "_1",
        );
        c.zst(
            "max_common_vector((_6,(_3,_3)):(_64,(_64,_12)),(_6,(_3,_3)):(_8,(_32,_0)))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(max_common_vector((_6,(_7,_8)):(_8,(_0,_32)),(_6,(_7,_8)):(_16,(_1,_48))));
        c.eq(
            "max_common_vector((_6,(_7,_8)):(_8,(_0,_32)),(_6,(_7,_8)):(_16,(_1,_48)))",
            r.to_string(),
            "_1",
        );
        c.runtime(
            "max_common_vector((_6,(_7,_8)):(_8,(_0,_32)),(_6,(_7,_8)):(_16,(_1,_48)))",
            "_1",
        );
        c.zst(
            "max_common_vector((_6,(_7,_8)):(_8,(_0,_32)),(_6,(_7,_8)):(_16,(_1,_48)))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261123
    {
        let r = cute!(max_common_vector((_6,_7,_7):(_7,_1,_42),(_6,_7,7):(_7,_1,_42)));
        c.eq(
            "max_common_vector((_6,_7,_7):(_7,_1,_42),(_6,_7,7):(_7,_1,_42))",
            r.to_string(),
            "_42",
        );
        c.runtime(
            "max_common_vector((_6,_7,_7):(_7,_1,_42),(_6,_7,7):(_7,_1,_42))",
            "_42",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(max_common_vector((_7,1):(16,2),(7,1):(1,1)));
        c.eq(
            "max_common_vector((_7,1):(16,2),(7,1):(1,1))",
            r.to_string(),
            "_1",
        );
        c.runtime("max_common_vector((_7,1):(16,2),(7,1):(1,1))", "_1");
    }
    // random:seed=20261123
    {
        let r = cute!(max_common_vector((_8,4):(1,_8),(8,_4):(_1,8)));
        c.eq(
            "max_common_vector((_8,4):(1,_8),(8,_4):(_1,8))",
            r.to_string(),
            "_1",
        );
        c.runtime("max_common_vector((_8,4):(1,_8),(8,_4):(_1,8))", "_1");
    }
    c.done("max_common_vector.jsonl");
}

#[test]
fn prepend() {
    let mut c = Check::default();
    // random:seed=20261122
    {
        let r = cute!(prepend(((_8,_4),_5,(_6,_8)):((_6,_1),_8,(_0,_48)),_4:_2));
        c.eq(
            "prepend(((_8,_4),_5,(_6,_8)):((_6,_1),_8,(_0,_48)),_4:_2)",
            r.to_string(),
            "(_4,(_8,_4),_5,(_6,_8)):(_2,(_6,_1),_8,(_0,_48))",
        );
        c.runtime(
            "prepend(((_8,_4),_5,(_6,_8)):((_6,_1),_8,(_0,_48)),_4:_2)",
            "(_4,(_8,_4),_5,(_6,_8)):(_2,(_6,_1),_8,(_0,_48))",
        );
        c.zst(
            "prepend(((_8,_4),_5,(_6,_8)):((_6,_1),_8,(_0,_48)),_4:_2)",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(prepend((1,4):(1,_1),(3):(1)));
        c.eq(
            "prepend((1,4):(1,_1),(3):(1))",
            r.to_string(),
            "((3),1,4):((1),1,_1)",
        );
        c.runtime("prepend((1,4):(1,_1),(3):(1))", "((3),1,4):((1),1,_1)");
    }
    // random:seed=20261122
    {
        let r = cute!(prepend((2,(5,2,3),2,(6)):(120,(8,1,480),480,(40)),(2,(3)):(1,(2))));
        c.eq(
            "prepend((2,(5,2,3),2,(6)):(120,(8,1,480),480,(40)),(2,(3)):(1,(2)))",
            r.to_string(),
            "((2,(3)),2,(5,2,3),2,(6)):((1,(2)),120,(8,1,480),480,(40))",
        );
        c.runtime(
            "prepend((2,(5,2,3),2,(6)):(120,(8,1,480),480,(40)),(2,(3)):(1,(2)))",
            "((2,(3)),2,(5,2,3),2,(6)):((1,(2)),120,(8,1,480),480,(40))",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(prepend((4,2):(1,4),1:2));
        c.eq("prepend((4,2):(1,4),1:2)", r.to_string(), "(1,4,2):(2,1,4)");
        c.runtime("prepend((4,2):(1,4),1:2)", "(1,4,2):(2,1,4)");
    }
    // random:seed=20261122
    {
        let r = cute!(prepend((7):(0),(_5):(1)));
        c.eq(
            "prepend((7):(0),(_5):(1))",
            r.to_string(),
            "((_5),7):((1),0)",
        );
        c.runtime("prepend((7):(0),(_5):(1))", "((_5),7):((1),0)");
    }
    // random:seed=20261122
    {
        let r = cute!(prepend((_2,(_2,_3),_7,_8):(1,(_32,_896),_64,_2),(_2,_1):(_1,_24)));
        c.eq(
            "prepend((_2,(_2,_3),_7,_8):(1,(_32,_896),_64,_2),(_2,_1):(_1,_24))",
            r.to_string(),
            "((_2,_1),_2,(_2,_3),_7,_8):((_1,_24),1,(_32,_896),_64,_2)",
        );
        c.runtime(
            "prepend((_2,(_2,_3),_7,_8):(1,(_32,_896),_64,_2),(_2,_1):(_1,_24))",
            "((_2,_1),_2,(_2,_3),_7,_8):((_1,_24),1,(_32,_896),_64,_2)",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(prepend((_2,_4,(_1,_5)):(_5,_10,(_1,_1)),((_7,_4)):((_1,7))));
        c.eq(
            "prepend((_2,_4,(_1,_5)):(_5,_10,(_1,_1)),((_7,_4)):((_1,7)))",
            r.to_string(),
            "(((_7,_4)),_2,_4,(_1,_5)):(((_1,7)),_5,_10,(_1,_1))",
        );
        c.runtime(
            "prepend((_2,_4,(_1,_5)):(_5,_10,(_1,_1)),((_7,_4)):((_1,7)))",
            "(((_7,_4)),_2,_4,(_1,_5)):(((_1,7)),_5,_10,(_1,_1))",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(prepend((_3,_4):(_32,_1),_7:_1));
        c.eq(
            "prepend((_3,_4):(_32,_1),_7:_1)",
            r.to_string(),
            "(_7,_3,_4):(_1,_32,_1)",
        );
        c.runtime("prepend((_3,_4):(_32,_1),_7:_1)", "(_7,_3,_4):(_1,_32,_1)");
        c.zst(
            "prepend((_3,_4):(_32,_1),_7:_1)",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(prepend((_6,_1,_6):(_48,_288,_1),_2:_10));
        c.eq(
            "prepend((_6,_1,_6):(_48,_288,_1),_2:_10)",
            r.to_string(),
            "(_2,_6,_1,_6):(_10,_48,_288,_1)",
        );
        c.runtime(
            "prepend((_6,_1,_6):(_48,_288,_1),_2:_10)",
            "(_2,_6,_1,_6):(_10,_48,_288,_1)",
        );
        c.zst(
            "prepend((_6,_1,_6):(_48,_288,_1),_2:_10)",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(prepend(1:16,(6):(2)));
        c.eq("prepend(1:16,(6):(2))", r.to_string(), "((6),1):((2),16)");
        c.runtime("prepend(1:16,(6):(2))", "((6),1):((2),16)");
    }
    // random:seed=20261122
    {
        let r = cute!(prepend(8:_3,2:_4));
        c.eq("prepend(8:_3,2:_4)", r.to_string(), "(2,8):(_4,_3)");
        c.runtime("prepend(8:_3,2:_4)", "(2,8):(_4,_3)");
    }
    // random:seed=20261122
    {
        let r = cute!(prepend(_4:_2,(_1,_6):(_6,_1)));
        c.eq(
            "prepend(_4:_2,(_1,_6):(_6,_1))",
            r.to_string(),
            "((_1,_6),_4):((_6,_1),_2)",
        );
        c.runtime(
            "prepend(_4:_2,(_1,_6):(_6,_1))",
            "((_1,_6),_4):((_6,_1),_2)",
        );
        c.zst("prepend(_4:_2,(_1,_6):(_6,_1))", core::mem::size_of_val(&r));
    }
    // random:seed=20261122
    {
        let r = cute!(prepend(_7:_1,(_5):(1)));
        c.eq(
            "prepend(_7:_1,(_5):(1))",
            r.to_string(),
            "((_5),_7):((1),_1)",
        );
        c.runtime("prepend(_7:_1,(_5):(1))", "((_5),_7):((1),_1)");
    }
    c.done("prepend.jsonl");
}

#[test]
fn print_layout() {
    let mut c = Check::default();
    // random:seed=20261122
    {
        let r = cute!(print_layout(((1),(6,3,5)):((1),(15,1,3))));
        c.eq("print_layout(((1),(6,3,5)):((1),(15,1,3)))", r.to_string(), "((1),(6,3,5)):((1),(15,1,3))\n       0    1    2    3    4    5    6    7    8    9   10   11   12   13   14   15   16   17   18   19   20   21   22   23   24   25   26   27   28   29   30   31   32   33   34   35   36   37   38   39   40   41   42   43   44   45   46   47   48   49   50   51   52   53   54   55   56   57   58   59   60   61   62   63   64   65   66   67   68   69   70   71   72   73   74   75   76   77   78   79   80   81   82   83   84   85   86   87   88   89 \n    +----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+\n 0  |  0 | 15 | 30 | 45 | 60 | 75 |  1 | 16 | 31 | 46 | 61 | 76 |  2 | 17 | 32 | 47 | 62 | 77 |  3 | 18 | 33 | 48 | 63 | 78 |  4 | 19 | 34 | 49 | 64 | 79 |  5 | 20 | 35 | 50 | 65 | 80 |  6 | 21 | 36 | 51 | 66 | 81 |  7 | 22 | 37 | 52 | 67 | 82 |  8 | 23 | 38 | 53 | 68 | 83 |  9 | 24 | 39 | 54 | 69 | 84 | 10 | 25 | 40 | 55 | 70 | 85 | 11 | 26 | 41 | 56 | 71 | 86 | 12 | 27 | 42 | 57 | 72 | 87 | 13 | 28 | 43 | 58 | 73 | 88 | 14 | 29 | 44 | 59 | 74 | 89 |\n    +----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+");
        c.runtime("print_layout(((1),(6,3,5)):((1),(15,1,3)))", "((1),(6,3,5)):((1),(15,1,3))\n       0    1    2    3    4    5    6    7    8    9   10   11   12   13   14   15   16   17   18   19   20   21   22   23   24   25   26   27   28   29   30   31   32   33   34   35   36   37   38   39   40   41   42   43   44   45   46   47   48   49   50   51   52   53   54   55   56   57   58   59   60   61   62   63   64   65   66   67   68   69   70   71   72   73   74   75   76   77   78   79   80   81   82   83   84   85   86   87   88   89 \n    +----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+\n 0  |  0 | 15 | 30 | 45 | 60 | 75 |  1 | 16 | 31 | 46 | 61 | 76 |  2 | 17 | 32 | 47 | 62 | 77 |  3 | 18 | 33 | 48 | 63 | 78 |  4 | 19 | 34 | 49 | 64 | 79 |  5 | 20 | 35 | 50 | 65 | 80 |  6 | 21 | 36 | 51 | 66 | 81 |  7 | 22 | 37 | 52 | 67 | 82 |  8 | 23 | 38 | 53 | 68 | 83 |  9 | 24 | 39 | 54 | 69 | 84 | 10 | 25 | 40 | 55 | 70 | 85 | 11 | 26 | 41 | 56 | 71 | 86 | 12 | 27 | 42 | 57 | 72 | 87 | 13 | 28 | 43 | 58 | 73 | 88 | 14 | 29 | 44 | 59 | 74 | 89 |\n    +----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+");
    }
    // seed:000_8984093bb4f78ffc
    {
        let r = cute!(print_layout(((2,2),2):((4,2),1)));
        c.eq("print_layout(((2,2),2):((4,2),1))", r.to_string(), "((2,2),2):((4,2),1)\n      0   1 \n    +---+---+\n 0  | 0 | 1 |\n    +---+---+\n 1  | 4 | 5 |\n    +---+---+\n 2  | 2 | 3 |\n    +---+---+\n 3  | 6 | 7 |\n    +---+---+");
        c.runtime("print_layout(((2,2),2):((4,2),1))", "((2,2),2):((4,2),1)\n      0   1 \n    +---+---+\n 0  | 0 | 1 |\n    +---+---+\n 1  | 4 | 5 |\n    +---+---+\n 2  | 2 | 3 |\n    +---+---+\n 3  | 6 | 7 |\n    +---+---+");
    }
    // seed:000_8984093bb4f78ffc
    // expect_error: print_layout(((4,2)):((1,4)))
    c.err("print_layout(((4,2)):((1,4)))");
    // seed:000_8984093bb4f78ffc
    // expect_error: print_layout(((4,2)):((2,1)))
    c.err("print_layout(((4,2)):((2,1)))");
    // random:seed=20261122
    {
        let r = cute!(print_layout(((_1,3),3):((_3,_3),_1)));
        c.eq("print_layout(((_1,3),3):((_3,_3),_1))", r.to_string(), "((_1,3),3):((_3,_3),_1)\n      0   1   2 \n    +---+---+---+\n 0  | 0 | 1 | 2 |\n    +---+---+---+\n 1  | 3 | 4 | 5 |\n    +---+---+---+\n 2  | 6 | 7 | 8 |\n    +---+---+---+");
        c.runtime("print_layout(((_1,3),3):((_3,_3),_1))", "((_1,3),3):((_3,_3),_1)\n      0   1   2 \n    +---+---+---+\n 0  | 0 | 1 | 2 |\n    +---+---+---+\n 1  | 3 | 4 | 5 |\n    +---+---+---+\n 2  | 6 | 7 | 8 |\n    +---+---+---+");
    }
    // random:seed=20261122
    {
        let r = cute!(print_layout(((_4,_4),_3):((_2,_16),_8)));
        c.eq("print_layout(((_4,_4),_3):((_2,_16),_8))", r.to_string(), "((_4,_4),_3):((_2,_16),_8)\n       0    1    2 \n    +----+----+----+\n 0  |  0 |  8 | 16 |\n    +----+----+----+\n 1  |  2 | 10 | 18 |\n    +----+----+----+\n 2  |  4 | 12 | 20 |\n    +----+----+----+\n 3  |  6 | 14 | 22 |\n    +----+----+----+\n 4  | 16 | 24 | 32 |\n    +----+----+----+\n 5  | 18 | 26 | 34 |\n    +----+----+----+\n 6  | 20 | 28 | 36 |\n    +----+----+----+\n 7  | 22 | 30 | 38 |\n    +----+----+----+\n 8  | 32 | 40 | 48 |\n    +----+----+----+\n 9  | 34 | 42 | 50 |\n    +----+----+----+\n10  | 36 | 44 | 52 |\n    +----+----+----+\n11  | 38 | 46 | 54 |\n    +----+----+----+\n12  | 48 | 56 | 64 |\n    +----+----+----+\n13  | 50 | 58 | 66 |\n    +----+----+----+\n14  | 52 | 60 | 68 |\n    +----+----+----+\n15  | 54 | 62 | 70 |\n    +----+----+----+");
        c.runtime("print_layout(((_4,_4),_3):((_2,_16),_8))", "((_4,_4),_3):((_2,_16),_8)\n       0    1    2 \n    +----+----+----+\n 0  |  0 |  8 | 16 |\n    +----+----+----+\n 1  |  2 | 10 | 18 |\n    +----+----+----+\n 2  |  4 | 12 | 20 |\n    +----+----+----+\n 3  |  6 | 14 | 22 |\n    +----+----+----+\n 4  | 16 | 24 | 32 |\n    +----+----+----+\n 5  | 18 | 26 | 34 |\n    +----+----+----+\n 6  | 20 | 28 | 36 |\n    +----+----+----+\n 7  | 22 | 30 | 38 |\n    +----+----+----+\n 8  | 32 | 40 | 48 |\n    +----+----+----+\n 9  | 34 | 42 | 50 |\n    +----+----+----+\n10  | 36 | 44 | 52 |\n    +----+----+----+\n11  | 38 | 46 | 54 |\n    +----+----+----+\n12  | 48 | 56 | 64 |\n    +----+----+----+\n13  | 50 | 58 | 66 |\n    +----+----+----+\n14  | 52 | 60 | 68 |\n    +----+----+----+\n15  | 54 | 62 | 70 |\n    +----+----+----+");
        c.zst(
            "print_layout(((_4,_4),_3):((_2,_16),_8))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(print_layout((1,(1,1)):(0,(_0,_12))));
        c.eq(
            "print_layout((1,(1,1)):(0,(_0,_12)))",
            r.to_string(),
            "(1,(1,1)):(0,(_0,_12))\n      0 \n    +---+\n 0  | 0 |\n    +---+",
        );
        c.runtime(
            "print_layout((1,(1,1)):(0,(_0,_12)))",
            "(1,(1,1)):(0,(_0,_12))\n      0 \n    +---+\n 0  | 0 |\n    +---+",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(print_layout((1,2):(2,_1)));
        c.eq(
            "print_layout((1,2):(2,_1))",
            r.to_string(),
            "(1,2):(2,_1)\n      0   1 \n    +---+---+\n 0  | 0 | 1 |\n    +---+---+",
        );
        c.runtime(
            "print_layout((1,2):(2,_1))",
            "(1,2):(2,_1)\n      0   1 \n    +---+---+\n 0  | 0 | 1 |\n    +---+---+",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(print_layout((2,(1,4)):(_12,(0,_64))));
        c.eq("print_layout((2,(1,4)):(_12,(0,_64)))", r.to_string(), "(2,(1,4)):(_12,(0,_64))\n        0     1     2     3 \n    +-----+-----+-----+-----+\n 0  |   0 |  64 | 128 | 192 |\n    +-----+-----+-----+-----+\n 1  |  12 |  76 | 140 | 204 |\n    +-----+-----+-----+-----+");
        c.runtime("print_layout((2,(1,4)):(_12,(0,_64)))", "(2,(1,4)):(_12,(0,_64))\n        0     1     2     3 \n    +-----+-----+-----+-----+\n 0  |   0 |  64 | 128 | 192 |\n    +-----+-----+-----+-----+\n 1  |  12 |  76 | 140 | 204 |\n    +-----+-----+-----+-----+");
    }
    // random:seed=20261122
    {
        let r = cute!(print_layout((3,1):(_3,32)));
        c.eq("print_layout((3,1):(_3,32))", r.to_string(), "(3,1):(_3,32)\n      0 \n    +---+\n 0  | 0 |\n    +---+\n 1  | 3 |\n    +---+\n 2  | 6 |\n    +---+");
        c.runtime("print_layout((3,1):(_3,32))", "(3,1):(_3,32)\n      0 \n    +---+\n 0  | 0 |\n    +---+\n 1  | 3 |\n    +---+\n 2  | 6 |\n    +---+");
    }
    // random:seed=20261122
    {
        let r = cute!(print_layout((3,_4):(_1,_3)));
        c.eq("print_layout((3,_4):(_1,_3))", r.to_string(), "(3,_4):(_1,_3)\n       0    1    2    3 \n    +----+----+----+----+\n 0  |  0 |  3 |  6 |  9 |\n    +----+----+----+----+\n 1  |  1 |  4 |  7 | 10 |\n    +----+----+----+----+\n 2  |  2 |  5 |  8 | 11 |\n    +----+----+----+----+");
        c.runtime("print_layout((3,_4):(_1,_3))", "(3,_4):(_1,_3)\n       0    1    2    3 \n    +----+----+----+----+\n 0  |  0 |  3 |  6 |  9 |\n    +----+----+----+----+\n 1  |  1 |  4 |  7 | 10 |\n    +----+----+----+----+\n 2  |  2 |  5 |  8 | 11 |\n    +----+----+----+----+");
    }
    // seed:000_8984093bb4f78ffc
    {
        let r = cute!(print_layout((4,2):(2,1)));
        c.eq("print_layout((4,2):(2,1))", r.to_string(), "(4,2):(2,1)\n      0   1 \n    +---+---+\n 0  | 0 | 1 |\n    +---+---+\n 1  | 2 | 3 |\n    +---+---+\n 2  | 4 | 5 |\n    +---+---+\n 3  | 6 | 7 |\n    +---+---+");
        c.runtime("print_layout((4,2):(2,1))", "(4,2):(2,1)\n      0   1 \n    +---+---+\n 0  | 0 | 1 |\n    +---+---+\n 1  | 2 | 3 |\n    +---+---+\n 2  | 4 | 5 |\n    +---+---+\n 3  | 6 | 7 |\n    +---+---+");
    }
    // random:seed=20261122
    {
        let r = cute!(print_layout((4,3):(3,1)));
        c.eq("print_layout((4,3):(3,1))", r.to_string(), "(4,3):(3,1)\n       0    1    2 \n    +----+----+----+\n 0  |  0 |  1 |  2 |\n    +----+----+----+\n 1  |  3 |  4 |  5 |\n    +----+----+----+\n 2  |  6 |  7 |  8 |\n    +----+----+----+\n 3  |  9 | 10 | 11 |\n    +----+----+----+");
        c.runtime("print_layout((4,3):(3,1))", "(4,3):(3,1)\n       0    1    2 \n    +----+----+----+\n 0  |  0 |  1 |  2 |\n    +----+----+----+\n 1  |  3 |  4 |  5 |\n    +----+----+----+\n 2  |  6 |  7 |  8 |\n    +----+----+----+\n 3  |  9 | 10 | 11 |\n    +----+----+----+");
    }
    // random:seed=20261122
    {
        let r = cute!(print_layout((6,_2):(_1,_6)));
        c.eq("print_layout((6,_2):(_1,_6))", r.to_string(), "(6,_2):(_1,_6)\n       0    1 \n    +----+----+\n 0  |  0 |  6 |\n    +----+----+\n 1  |  1 |  7 |\n    +----+----+\n 2  |  2 |  8 |\n    +----+----+\n 3  |  3 |  9 |\n    +----+----+\n 4  |  4 | 10 |\n    +----+----+\n 5  |  5 | 11 |\n    +----+----+");
        c.runtime("print_layout((6,_2):(_1,_6))", "(6,_2):(_1,_6)\n       0    1 \n    +----+----+\n 0  |  0 |  6 |\n    +----+----+\n 1  |  1 |  7 |\n    +----+----+\n 2  |  2 |  8 |\n    +----+----+\n 3  |  3 |  9 |\n    +----+----+\n 4  |  4 | 10 |\n    +----+----+\n 5  |  5 | 11 |\n    +----+----+");
    }
    // seed:003_a55ca988014c955d s2xd4; seed:003_a55ca988014c955d s2xd4_col
    {
        let r = cute!(print_layout((_2,4):(_1,_2)));
        c.eq("print_layout((_2,4):(_1,_2))", r.to_string(), "(_2,4):(_1,_2)\n      0   1   2   3 \n    +---+---+---+---+\n 0  | 0 | 2 | 4 | 6 |\n    +---+---+---+---+\n 1  | 1 | 3 | 5 | 7 |\n    +---+---+---+---+");
        c.runtime("print_layout((_2,4):(_1,_2))", "(_2,4):(_1,_2)\n      0   1   2   3 \n    +---+---+---+---+\n 0  | 0 | 2 | 4 | 6 |\n    +---+---+---+---+\n 1  | 1 | 3 | 5 | 7 |\n    +---+---+---+---+");
    }
    // seed:003_a55ca988014c955d exercise 3
    {
        let r = cute!(print_layout((_2,_3):(_1,_2)));
        c.eq("print_layout((_2,_3):(_1,_2))", r.to_string(), "(_2,_3):(_1,_2)\n      0   1   2 \n    +---+---+---+\n 0  | 0 | 2 | 4 |\n    +---+---+---+\n 1  | 1 | 3 | 5 |\n    +---+---+---+");
        c.runtime("print_layout((_2,_3):(_1,_2))", "(_2,_3):(_1,_2)\n      0   1   2 \n    +---+---+---+\n 0  | 0 | 2 | 4 |\n    +---+---+---+\n 1  | 1 | 3 | 5 |\n    +---+---+---+");
        c.zst("print_layout((_2,_3):(_1,_2))", core::mem::size_of_val(&r));
    }
    // seed:003_a55ca988014c955d exercise 6
    // expect_error: print_layout((_2,_3,_2):(_12,_4,_1))
    c.err("print_layout((_2,_3,_2):(_12,_4,_1))");
    // random:seed=20261122
    {
        let r = cute!(print_layout((_4,_4):(_1,_4)));
        c.eq("print_layout((_4,_4):(_1,_4))", r.to_string(), "(_4,_4):(_1,_4)\n       0    1    2    3 \n    +----+----+----+----+\n 0  |  0 |  4 |  8 | 12 |\n    +----+----+----+----+\n 1  |  1 |  5 |  9 | 13 |\n    +----+----+----+----+\n 2  |  2 |  6 | 10 | 14 |\n    +----+----+----+----+\n 3  |  3 |  7 | 11 | 15 |\n    +----+----+----+----+");
        c.runtime("print_layout((_4,_4):(_1,_4))", "(_4,_4):(_1,_4)\n       0    1    2    3 \n    +----+----+----+----+\n 0  |  0 |  4 |  8 | 12 |\n    +----+----+----+----+\n 1  |  1 |  5 |  9 | 13 |\n    +----+----+----+----+\n 2  |  2 |  6 | 10 | 14 |\n    +----+----+----+----+\n 3  |  3 |  7 | 11 | 15 |\n    +----+----+----+----+");
        c.zst("print_layout((_4,_4):(_1,_4))", core::mem::size_of_val(&r));
    }
    // random:seed=20261122
    {
        let r = cute!(print_layout((_5,_4):(_2,_8)));
        c.eq("print_layout((_5,_4):(_2,_8))", r.to_string(), "(_5,_4):(_2,_8)\n       0    1    2    3 \n    +----+----+----+----+\n 0  |  0 |  8 | 16 | 24 |\n    +----+----+----+----+\n 1  |  2 | 10 | 18 | 26 |\n    +----+----+----+----+\n 2  |  4 | 12 | 20 | 28 |\n    +----+----+----+----+\n 3  |  6 | 14 | 22 | 30 |\n    +----+----+----+----+\n 4  |  8 | 16 | 24 | 32 |\n    +----+----+----+----+");
        c.runtime("print_layout((_5,_4):(_2,_8))", "(_5,_4):(_2,_8)\n       0    1    2    3 \n    +----+----+----+----+\n 0  |  0 |  8 | 16 | 24 |\n    +----+----+----+----+\n 1  |  2 | 10 | 18 | 26 |\n    +----+----+----+----+\n 2  |  4 | 12 | 20 | 28 |\n    +----+----+----+----+\n 3  |  6 | 14 | 22 | 30 |\n    +----+----+----+----+\n 4  |  8 | 16 | 24 | 32 |\n    +----+----+----+----+");
        c.zst("print_layout((_5,_4):(_2,_8))", core::mem::size_of_val(&r));
    }
    c.done("print_layout.jsonl");
}

#[test]
fn raked_product() {
    let mut c = Check::default();
    // random:seed=20261122
    {
        let r = cute!(raked_product(((_4),_3):((_21),_6),_3:_2));
        c.eq(
            "raked_product(((_4),_3):((_21),_6),_3:_2)",
            r.to_string(),
            "((_3,(_4)),(_1,_3)):((_2,(_21)),(_0,_6))",
        );
        c.runtime(
            "raked_product(((_4),_3):((_21),_6),_3:_2)",
            "((_3,(_4)),(_1,_3)):((_2,(_21)),(_0,_6))",
        );
        c.zst(
            "raked_product(((_4),_3):((_21),_6),_3:_2)",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(raked_product((1,(_3,_1)):(_8,(_1,_6)),(_1,1):(_1,_1)));
        c.eq(
            "raked_product((1,(_3,_1)):(_8,(_1,_6)),(_1,1):(_1,_1))",
            r.to_string(),
            "((_1,1),((1,1),(_3,_1))):((8,_8),((_3,8),(_1,_6)))",
        );
        c.runtime(
            "raked_product((1,(_3,_1)):(_8,(_1,_6)),(_1,1):(_1,_1))",
            "((_1,1),((1,1),(_3,_1))):((8,_8),((_3,8),(_1,_6)))",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(raked_product((1,_2):(_2,_1),(4,(_2,_3)):(24,(_1,16))));
        c.eq(
            "raked_product((1,_2):(_2,_1),(4,(_2,_3)):(24,(_1,16)))",
            r.to_string(),
            "((4,1),((_2,_3),_2)):((48,_2),((2,32),_1))",
        );
        c.runtime(
            "raked_product((1,_2):(_2,_1),(4,(_2,_3)):(24,(_1,16)))",
            "((4,1),((_2,_3),_2)):((48,_2),((2,32),_1))",
        );
    }
    // random:seed=20261122
    // expect_error: raked_product((2):(_4),(3,_3,1):(1,3,_9))
    c.err("raked_product((2):(_4),(3,_3,1):(1,3,_9))");
    // random:seed=20261122
    {
        let r = cute!(raked_product((3,4,_2):(_64,_4,_2),((2,_4,_4),3):((16,4,_1),32)));
        c.eq("raked_product((3,4,_2):(_64,_4,_2),((2,_4,_4),3):((16,4,_1),32))", r.to_string(), "((((1,1,2),(1,2,2),(_2,2,1)),3),((1,1,3),4),(_1,_2)):((((16,128,384),(4,32,192),(_1,16,192)),_64),((32,256,768),_4),(_0,_2))");
        c.runtime("raked_product((3,4,_2):(_64,_4,_2),((2,_4,_4),3):((16,4,_1),32))", "((((1,1,2),(1,2,2),(_2,2,1)),3),((1,1,3),4),(_1,_2)):((((16,128,384),(4,32,192),(_1,16,192)),_64),((32,256,768),_4),(_0,_2))");
    }
    // random:seed=20261122
    {
        let r = cute!(raked_product((3,_1):(_4,_6),(_1):(1)));
        c.eq(
            "raked_product((3,_1):(_4,_6),(_1):(1))",
            r.to_string(),
            "((_1,3),(_1,_1)):((12,_4),(_0,_6))",
        );
        c.runtime(
            "raked_product((3,_1):(_4,_6),(_1):(1))",
            "((_1,3),(_1,_1)):((12,_4),(_0,_6))",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(raked_product((_2):(24),(3):(1)));
        c.eq(
            "raked_product((_2):(24),(3):(1))",
            r.to_string(),
            "(((3,1),_2)):(((1,48),24))",
        );
        c.runtime(
            "raked_product((_2):(24),(3):(1))",
            "(((3,1),_2)):(((1,48),24))",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(raked_product((_2,(_4,_4)):(_1,(_2,_8)),_4:_1));
        c.eq(
            "raked_product((_2,(_4,_4)):(_1,(_2,_8)),_4:_1)",
            r.to_string(),
            "((_4,_2),(_1,(_4,_4))):((_32,_1),(_0,(_2,_8)))",
        );
        c.runtime(
            "raked_product((_2,(_4,_4)):(_1,(_2,_8)),_4:_1)",
            "((_4,_2),(_1,(_4,_4))):((_32,_1),(_0,(_2,_8)))",
        );
        c.zst(
            "raked_product((_2,(_4,_4)):(_1,(_2,_8)),_4:_1)",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(raked_product((_2,2):(_1,_2),(4,3):(1,_3)));
        c.eq(
            "raked_product((_2,2):(_1,_2),(4,3):(1,_3))",
            r.to_string(),
            "((4,_2),(3,2)):((4,_1),(12,_2))",
        );
        c.runtime(
            "raked_product((_2,2):(_1,_2),(4,3):(1,_3))",
            "((4,_2),(3,2)):((4,_1),(12,_2))",
        );
    }
    // random:seed=20261122
    // expect_error: raked_product((_2,_2):(_32,_32),((2,_3,_2),_3,2):((3,_1,36),_6,_18))
    c.err("raked_product((_2,_2):(_32,_32),((2,_3,_2),_3,2):((3,_1,36),_6,_18))");
    // random:seed=20261122
    // expect_error: raked_product((_2,_3):(_13,_16),(_1,_4):(_32,_64))
    c.err("raked_product((_2,_3):(_13,_16),(_1,_4):(_32,_64))");
    // random:seed=20261122
    // expect_error: raked_product((_3,_3):(_3,_3),(3):(55))
    c.err("raked_product((_3,_3):(_3,_3),(3):(55))");
    // random:seed=20261122
    {
        let r = cute!(raked_product((_3,_4):(_1,_3),(_1,_1):(_1,_1)));
        c.eq(
            "raked_product((_3,_4):(_1,_3),(_1,_1):(_1,_1))",
            r.to_string(),
            "((_1,_3),(_1,_4)):((_0,_1),(_0,_3))",
        );
        c.runtime(
            "raked_product((_3,_4):(_1,_3),(_1,_1):(_1,_1))",
            "((_1,_3),(_1,_4)):((_0,_1),(_0,_3))",
        );
        c.zst(
            "raked_product((_3,_4):(_1,_3),(_1,_1):(_1,_1))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(raked_product(_1:_8,(_3,_2,_2):(_4,_1,_2)));
        c.eq(
            "raked_product(_1:_8,(_3,_2,_2):(_4,_1,_2))",
            r.to_string(),
            "((_3,_1),(_2,_1),(_2,_1)):((_4,_8),(_1,_0),(_2,_0))",
        );
        c.runtime(
            "raked_product(_1:_8,(_3,_2,_2):(_4,_1,_2))",
            "((_3,_1),(_2,_1),(_2,_1)):((_4,_8),(_1,_0),(_2,_0))",
        );
        c.zst(
            "raked_product(_1:_8,(_3,_2,_2):(_4,_1,_2))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(raked_product(_3:_1,(_4,_4):(_2,_6)));
        c.eq(
            "raked_product(_3:_1,(_4,_4):(_2,_6))",
            r.to_string(),
            "((_4,_3),(_4,_1)):((_6,_1),(_18,_0))",
        );
        c.runtime(
            "raked_product(_3:_1,(_4,_4):(_2,_6))",
            "((_4,_3),(_4,_1)):((_6,_1),(_18,_0))",
        );
        c.zst(
            "raked_product(_3:_1,(_4,_4):(_2,_6))",
            core::mem::size_of_val(&r),
        );
    }
    c.done("raked_product.jsonl");
}

#[test]
fn rank() {
    let mut c = Check::default();
    // random:seed=20261122
    {
        let r = cute!(rank(((2,3),1,1):((1,_2),6,1)));
        c.eq("rank(((2,3),1,1):((1,_2),6,1))", r.to_string(), "_3");
        c.runtime("rank(((2,3),1,1):((1,_2),6,1))", "_3");
    }
    // random:seed=20261122
    {
        let r = cute!(rank(((3,5),3,3,(2,1)):((90,4),20,60,(270,270))));
        c.eq(
            "rank(((3,5),3,3,(2,1)):((90,4),20,60,(270,270)))",
            r.to_string(),
            "_4",
        );
        c.runtime("rank(((3,5),3,3,(2,1)):((90,4),20,60,(270,270)))", "_4");
    }
    // cutlass-test:tuple.cpp
    {
        let r = cute!(rank(((_1, _2), _8, _2)));
        c.eq("rank(((_1,_2),_8,_2))", r.to_string(), "_3");
        c.runtime("rank(((_1,_2),_8,_2))", "_3");
        c.zst("rank(((_1,_2),_8,_2))", core::mem::size_of_val(&r));
    }
    // random:seed=20261122
    {
        let r = cute!(rank(((_2, _2), (_4))));
        c.eq("rank(((_2,_2),(_4)))", r.to_string(), "_2");
        c.runtime("rank(((_2,_2),(_4)))", "_2");
        c.zst("rank(((_2,_2),(_4)))", core::mem::size_of_val(&r));
    }
    // random:seed=20261122
    {
        let r = cute!(rank(((_6,_1,_4)):((_1,_24,_6))));
        c.eq("rank(((_6,_1,_4)):((_1,_24,_6)))", r.to_string(), "_1");
        c.runtime("rank(((_6,_1,_4)):((_1,_24,_6)))", "_1");
        c.zst(
            "rank(((_6,_1,_4)):((_1,_24,_6)))",
            core::mem::size_of_val(&r),
        );
    }
    // cutlass-test:int_tuple.cpp
    {
        let r = cute!(rank((2, (2, 4))));
        c.eq("rank((2,(2,4)))", r.to_string(), "_2");
        c.runtime("rank((2,(2,4)))", "_2");
    }
    // random:seed=20261122
    {
        let r = cute!(rank((2,(_6,5)):(6,(_1,_12))));
        c.eq("rank((2,(_6,5)):(6,(_1,_12)))", r.to_string(), "_2");
        c.runtime("rank((2,(_6,5)):(6,(_1,_12)))", "_2");
    }
    // seed:000_8984093bb4f78ffc
    {
        let r = cute!(rank((2,3):(1,2)));
        c.eq("rank((2,3):(1,2))", r.to_string(), "_2");
        c.runtime("rank((2,3):(1,2))", "_2");
    }
    // seed:000_8984093bb4f78ffc
    {
        let r = cute!(rank((2,3):(3,1)));
        c.eq("rank((2,3):(3,1))", r.to_string(), "_2");
        c.runtime("rank((2,3):(3,1))", "_2");
    }
    // seed:001_f177f3d219c029a0
    {
        let r = cute!(rank((2,4):(1,2)));
        c.eq("rank((2,4):(1,2))", r.to_string(), "_2");
        c.runtime("rank((2,4):(1,2))", "_2");
    }
    // random:seed=20261122
    {
        let r = cute!(rank((5,5):(1,5)));
        c.eq("rank((5,5):(1,5))", r.to_string(), "_2");
        c.runtime("rank((5,5):(1,5))", "_2");
    }
    // random:seed=20261122
    {
        let r = cute!(rank((6, 4, 2)));
        c.eq("rank((6,4,2))", r.to_string(), "_3");
        c.runtime("rank((6,4,2))", "_3");
    }
    // seed:003_a55ca988014c955d s2xd4_a
    {
        let r = cute!(rank((_2,4):(_12,_1)));
        c.eq("rank((_2,4):(_12,_1))", r.to_string(), "_2");
        c.runtime("rank((_2,4):(_12,_1))", "_2");
    }
    // cutlass-test:int_tuple.cpp
    {
        let r = cute!(rank((_2, _8)));
        c.eq("rank((_2,_8))", r.to_string(), "_2");
        c.runtime("rank((_2,_8))", "_2");
        c.zst("rank((_2,_8))", core::mem::size_of_val(&r));
    }
    // random:seed=20261122
    {
        let r = cute!(rank((_4,_7,_3):(_7,_1,_28)));
        c.eq("rank((_4,_7,_3):(_7,_1,_28))", r.to_string(), "_3");
        c.runtime("rank((_4,_7,_3):(_7,_1,_28))", "_3");
        c.zst("rank((_4,_7,_3):(_7,_1,_28))", core::mem::size_of_val(&r));
    }
    // random:seed=20261122
    {
        let r = cute!(rank((_5,7,_6,8):(_56,1,_280,_7)));
        c.eq("rank((_5,7,_6,8):(_56,1,_280,_7))", r.to_string(), "_4");
        c.runtime("rank((_5,7,_6,8):(_56,1,_280,_7))", "_4");
    }
    // random:seed=20261122
    {
        let r = cute!(rank((_5, _4, _1)));
        c.eq("rank((_5,_4,_1))", r.to_string(), "_3");
        c.runtime("rank((_5,_4,_1))", "_3");
        c.zst("rank((_5,_4,_1))", core::mem::size_of_val(&r));
    }
    // cutlass-test:tuple.cpp
    {
        let r = cute!(rank((_8, _4)));
        c.eq("rank((_8,_4))", r.to_string(), "_2");
        c.runtime("rank((_8,_4))", "_2");
        c.zst("rank((_8,_4))", core::mem::size_of_val(&r));
    }
    // random:seed=20261122
    {
        let r = cute!(rank(_1:_48));
        c.eq("rank(_1:_48)", r.to_string(), "_1");
        c.runtime("rank(_1:_48)", "_1");
        c.zst("rank(_1:_48)", core::mem::size_of_val(&r));
    }
    c.done("rank.jsonl");
}

#[test]
fn recast_layout() {
    let mut c = Check::default();
    // random:seed=20261122
    {
        let r = cute!(recast_layout(((4),(8,_5),(6,2,_2)):((320),(_1,32),(_2560,_1280,160)),16,64));
        c.eq(
            "recast_layout(((4),(8,_5),(6,2,_2)):((320),(_1,32),(_2560,_1280,160)),16,64)",
            r.to_string(),
            "((4),(2,_5),(6,2,_2)):((80),(_1,8),(_640,_320,40))",
        );
        c.runtime(
            "recast_layout(((4),(8,_5),(6,2,_2)):((320),(_1,32),(_2560,_1280,160)),16,64)",
            "((4),(2,_5),(6,2,_2)):((80),(_1,8),(_640,_320,40))",
        );
    }
    // random:seed=20261122
    // expect_error: recast_layout(((7,_1)):((_4,44)),8,1)
    c.err("recast_layout(((7,_1)):((_4,44)),8,1)");
    // random:seed=20261122
    {
        let r = cute!(recast_layout(((8,7,6),(_7,4),1):((_1,_32,6272),(224,_1568),32),32,32));
        c.eq(
            "recast_layout(((8,7,6),(_7,4),1):((_1,_32,6272),(224,_1568),32),32,32)",
            r.to_string(),
            "((8,7,6),(_7,4),1):((_1,_32,6272),(224,_1568),32)",
        );
        c.runtime(
            "recast_layout(((8,7,6),(_7,4),1):((_1,_32,6272),(224,_1568),32),32,32)",
            "((8,7,6),(_7,4),1):((_1,_32,6272),(224,_1568),32)",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(recast_layout((4,(5)):(5,(_1)),32,16));
        c.eq(
            "recast_layout((4,(5)):(5,(_1)),32,16)",
            r.to_string(),
            "(4,(10)):(10,(_1))",
        );
        c.runtime(
            "recast_layout((4,(5)):(5,(_1)),32,16)",
            "(4,(10)):(10,(_1))",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(recast_layout((_2,_8):(_1,_8),4,8));
        c.eq(
            "recast_layout((_2,_8):(_1,_8),4,8)",
            r.to_string(),
            "(_1,_8):(_1,_4)",
        );
        c.runtime("recast_layout((_2,_8):(_1,_8),4,8)", "(_1,_8):(_1,_4)");
        c.zst(
            "recast_layout((_2,_8):(_1,_8),4,8)",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(recast_layout((_3):(_1),32,32));
        c.eq("recast_layout((_3):(_1),32,32)", r.to_string(), "(_3):(_1)");
        c.runtime("recast_layout((_3):(_1),32,32)", "(_3):(_1)");
        c.zst("recast_layout((_3):(_1),32,32)", core::mem::size_of_val(&r));
    }
    // random:seed=20261122
    {
        let r = cute!(recast_layout((_7,(4,_8)):(64,(_1,_8)),16,8));
        c.eq(
            "recast_layout((_7,(4,_8)):(64,(_1,_8)),16,8)",
            r.to_string(),
            "(_7,(8,_8)):(128,(_1,_16))",
        );
        c.runtime(
            "recast_layout((_7,(4,_8)):(64,(_1,_8)),16,8)",
            "(_7,(8,_8)):(128,(_1,_16))",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(recast_layout((_7,_5):(_1,_28),4,8));
        c.eq(
            "recast_layout((_7,_5):(_1,_28),4,8)",
            r.to_string(),
            "(_4,_5):(_1,_14)",
        );
        c.runtime("recast_layout((_7,_5):(_1,_28),4,8)", "(_4,_5):(_1,_14)");
        c.zst(
            "recast_layout((_7,_5):(_1,_28),4,8)",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(recast_layout((_8):(_1),8,4));
        c.eq("recast_layout((_8):(_1),8,4)", r.to_string(), "(_16):(_1)");
        c.runtime("recast_layout((_8):(_1),8,4)", "(_16):(_1)");
        c.zst("recast_layout((_8):(_1),8,4)", core::mem::size_of_val(&r));
    }
    // random:seed=20261122
    {
        let r = cute!(recast_layout((_8,_8):(_1,_16),16,32));
        c.eq(
            "recast_layout((_8,_8):(_1,_16),16,32)",
            r.to_string(),
            "(_4,_8):(_1,_8)",
        );
        c.runtime("recast_layout((_8,_8):(_1,_16),16,32)", "(_4,_8):(_1,_8)");
        c.zst(
            "recast_layout((_8,_8):(_1,_16),16,32)",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(recast_layout((_8,_8,_7):(_56,_7,_1),64,16));
        c.eq(
            "recast_layout((_8,_8,_7):(_56,_7,_1),64,16)",
            r.to_string(),
            "(_8,_8,_28):(_224,_28,_1)",
        );
        c.runtime(
            "recast_layout((_8,_8,_7):(_56,_7,_1),64,16)",
            "(_8,_8,_28):(_224,_28,_1)",
        );
        c.zst(
            "recast_layout((_8,_8,_7):(_56,_7,_1),64,16)",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(recast_layout(2:_1,32,16));
        c.eq("recast_layout(2:_1,32,16)", r.to_string(), "4:_1");
        c.runtime("recast_layout(2:_1,32,16)", "4:_1");
    }
    // random:seed=20261122
    {
        let r = cute!(recast_layout(3:_1,8,16));
        c.eq("recast_layout(3:_1,8,16)", r.to_string(), "2:_1");
        c.runtime("recast_layout(3:_1,8,16)", "2:_1");
    }
    // random:seed=20261122
    {
        let r = cute!(recast_layout(_1:_1,8,16));
        c.eq("recast_layout(_1:_1,8,16)", r.to_string(), "_1:_1");
        c.runtime("recast_layout(_1:_1,8,16)", "_1:_1");
        c.zst("recast_layout(_1:_1,8,16)", core::mem::size_of_val(&r));
    }
    // random:seed=20261122
    {
        let r = cute!(recast_layout(_6:_1,32,16));
        c.eq("recast_layout(_6:_1,32,16)", r.to_string(), "_12:_1");
        c.runtime("recast_layout(_6:_1,32,16)", "_12:_1");
        c.zst("recast_layout(_6:_1,32,16)", core::mem::size_of_val(&r));
    }
    c.done("recast_layout.jsonl");
}

#[test]
fn right_inverse() {
    let mut c = Check::default();
    // random:seed=20261122
    {
        let r = cute!(right_inverse(((_1),_6):((_48),2)));
        c.eq("right_inverse(((_1),_6):((_48),2))", r.to_string(), "_1:_0");
        c.runtime("right_inverse(((_1),_6):((_48),2))", "_1:_0");
    }
    // random:seed=20261122
    {
        let r = cute!(right_inverse((1,(2)):(_6,(2))));
        c.eq("right_inverse((1,(2)):(_6,(2)))", r.to_string(), "_1:_0");
        c.runtime("right_inverse((1,(2)):(_6,(2)))", "_1:_0");
    }
    // cutlass-test:inverse_right.cpp
    {
        let r = cute!(right_inverse((2,4):(4,_1)));
        c.eq("right_inverse((2,4):(4,_1))", r.to_string(), "4:2");
        c.runtime("right_inverse((2,4):(4,_1))", "4:2");
    }
    // random:seed=20261122
    {
        let r = cute!(right_inverse((5,8):(8,1)));
        c.eq("right_inverse((5,8):(8,1))", r.to_string(), "_1:_0");
        c.runtime("right_inverse((5,8):(8,1))", "_1:_0");
    }
    // random:seed=20261122
    {
        let r = cute!(right_inverse((6):(1)));
        c.eq("right_inverse((6):(1))", r.to_string(), "_1:_0");
        c.runtime("right_inverse((6):(1))", "_1:_0");
    }
    // random:seed=20261122
    {
        let r = cute!(right_inverse((_1):(_1)));
        c.eq("right_inverse((_1):(_1))", r.to_string(), "_1:_0");
        c.runtime("right_inverse((_1):(_1))", "_1:_0");
        c.zst("right_inverse((_1):(_1))", core::mem::size_of_val(&r));
    }
    // cutlass-test:inverse_right.cpp
    {
        let r = cute!(right_inverse((_2,_4):(4,_1)));
        c.eq("right_inverse((_2,_4):(4,_1))", r.to_string(), "_4:_2");
        c.runtime("right_inverse((_2,_4):(4,_1))", "_4:_2");
    }
    // cutlass-test:inverse_right.cpp
    {
        let r = cute!(right_inverse((_2,_4,_6):(_4,_1,_8)));
        c.eq(
            "right_inverse((_2,_4,_6):(_4,_1,_8))",
            r.to_string(),
            "(_4,_2,_6):(_2,_1,_8)",
        );
        c.runtime(
            "right_inverse((_2,_4,_6):(_4,_1,_8))",
            "(_4,_2,_6):(_2,_1,_8)",
        );
        c.zst(
            "right_inverse((_2,_4,_6):(_4,_1,_8))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(right_inverse((_3,_4):(4,_1)));
        c.eq("right_inverse((_3,_4):(4,_1))", r.to_string(), "_4:_3");
        c.runtime("right_inverse((_3,_4):(4,_1))", "_4:_3");
    }
    // random:seed=20261122
    {
        let r = cute!(right_inverse((_3,_5):(_40,_4)));
        c.eq("right_inverse((_3,_5):(_40,_4))", r.to_string(), "_1:_0");
        c.runtime("right_inverse((_3,_5):(_40,_4))", "_1:_0");
        c.zst(
            "right_inverse((_3,_5):(_40,_4))",
            core::mem::size_of_val(&r),
        );
    }
    // cutlass-test:inverse_right.cpp
    {
        let r = cute!(right_inverse((_4):(_2)));
        c.eq("right_inverse((_4):(_2))", r.to_string(), "_1:_0");
        c.runtime("right_inverse((_4):(_2))", "_1:_0");
        c.zst("right_inverse((_4):(_2))", core::mem::size_of_val(&r));
    }
    // cutlass-test:inverse_right.cpp
    {
        let r = cute!(right_inverse((_4,_2):(_1,4)));
        c.eq("right_inverse((_4,_2):(_1,4))", r.to_string(), "_4:_1");
        c.runtime("right_inverse((_4,_2):(_1,4))", "_4:_1");
    }
    // random:seed=20261122
    {
        let r = cute!(right_inverse((_5):(_4)));
        c.eq("right_inverse((_5):(_4))", r.to_string(), "_1:_0");
        c.runtime("right_inverse((_5):(_4))", "_1:_0");
        c.zst("right_inverse((_5):(_4))", core::mem::size_of_val(&r));
    }
    // random:seed=20261122
    {
        let r = cute!(right_inverse((_5,_6,_4):(_1,_5,_30)));
        c.eq(
            "right_inverse((_5,_6,_4):(_1,_5,_30))",
            r.to_string(),
            "_120:_1",
        );
        c.runtime("right_inverse((_5,_6,_4):(_1,_5,_30))", "_120:_1");
        c.zst(
            "right_inverse((_5,_6,_4):(_1,_5,_30))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(right_inverse((_6):(_1)));
        c.eq("right_inverse((_6):(_1))", r.to_string(), "_6:_1");
        c.runtime("right_inverse((_6):(_1))", "_6:_1");
        c.zst("right_inverse((_6):(_1))", core::mem::size_of_val(&r));
    }
    // random:seed=20261122
    {
        let r = cute!(right_inverse((_8):(_1)));
        c.eq("right_inverse((_8):(_1))", r.to_string(), "_8:_1");
        c.runtime("right_inverse((_8):(_1))", "_8:_1");
        c.zst("right_inverse((_8):(_1))", core::mem::size_of_val(&r));
    }
    // random:seed=20261122
    {
        let r = cute!(right_inverse(4:_2));
        c.eq("right_inverse(4:_2)", r.to_string(), "_1:_0");
        c.runtime("right_inverse(4:_2)", "_1:_0");
    }
    // random:seed=20261122
    {
        let r = cute!(right_inverse(8:1));
        c.eq("right_inverse(8:1)", r.to_string(), "_1:_0");
        c.runtime("right_inverse(8:1)", "_1:_0");
    }
    c.done("right_inverse.jsonl");
}

#[test]
fn select() {
    let mut c = Check::default();
    // random:seed=20261122
    {
        let r = cute!(select(((2,_7),(_6)):((4,_8),(28)),(1)));
        c.eq(
            "select(((2,_7),(_6)):((4,_8),(28)),(1))",
            r.to_string(),
            "((_6)):((28))",
        );
        c.runtime("select(((2,_7),(_6)):((4,_8),(28)),(1))", "((_6)):((28))");
    }
    // random:seed=20261122
    {
        let r = cute!(select(((_2,_3),(2),_4,3):((1,_48),(2),_4,16),(1,3,3)));
        c.eq(
            "select(((_2,_3),(2),_4,3):((1,_48),(2),_4,16),(1,3,3))",
            r.to_string(),
            "((2),3,3):((2),16,16)",
        );
        c.runtime(
            "select(((_2,_3),(2),_4,3):((1,_48),(2),_4,16),(1,3,3))",
            "((2),3,3):((2),16,16)",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(select(((_2,_5,_3),_8,_8):((_8,_16,_80),_240,_1),(1,2)));
        c.eq(
            "select(((_2,_5,_3),_8,_8):((_8,_16,_80),_240,_1),(1,2))",
            r.to_string(),
            "(_8,_8):(_240,_1)",
        );
        c.runtime(
            "select(((_2,_5,_3),_8,_8):((_8,_16,_80),_240,_1),(1,2))",
            "(_8,_8):(_240,_1)",
        );
        c.zst(
            "select(((_2,_5,_3),_8,_8):((_8,_16,_80),_240,_1),(1,2))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(select(((_3,8),_5,6,_5):((_1,_3),24,_600,_120),(2,0,0)));
        c.eq(
            "select(((_3,8),_5,6,_5):((_1,_3),24,_600,_120),(2,0,0))",
            r.to_string(),
            "(6,(_3,8),(_3,8)):(_600,(_1,_3),(_1,_3))",
        );
        c.runtime(
            "select(((_3,8),_5,6,_5):((_1,_3),24,_600,_120),(2,0,0))",
            "(6,(_3,8),(_3,8)):(_600,(_1,_3),(_1,_3))",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(select(((_3,_1),_8,_5,(_4,_1)):((1,_24),_3,_96,(_24,_24)),(2,1,2)));
        c.eq(
            "select(((_3,_1),_8,_5,(_4,_1)):((1,_24),_3,_96,(_24,_24)),(2,1,2))",
            r.to_string(),
            "(_5,_8,_5):(_96,_3,_96)",
        );
        c.runtime(
            "select(((_3,_1),_8,_5,(_4,_1)):((1,_24),_3,_96,(_24,_24)),(2,1,2))",
            "(_5,_8,_5):(_96,_3,_96)",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(select((1,1,(_4,3)):(24,4,(1,16)),(2,0,1)));
        c.eq(
            "select((1,1,(_4,3)):(24,4,(1,16)),(2,0,1))",
            r.to_string(),
            "((_4,3),1,1):((1,16),24,4)",
        );
        c.runtime(
            "select((1,1,(_4,3)):(24,4,(1,16)),(2,0,1))",
            "((_4,3),1,1):((1,16),24,4)",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(select((6,8):(1,_6),(1,0)));
        c.eq("select((6,8):(1,_6),(1,0))", r.to_string(), "(8,6):(_6,1)");
        c.runtime("select((6,8):(1,_6),(1,0))", "(8,6):(_6,1)");
    }
    // random:seed=20261122
    {
        let r = cute!(select((_1,1,(5,_7),(8)):(1,_560,(224,1),(7)),(0,3)));
        c.eq(
            "select((_1,1,(5,_7),(8)):(1,_560,(224,1),(7)),(0,3))",
            r.to_string(),
            "(_1,(8)):(1,(7))",
        );
        c.runtime(
            "select((_1,1,(5,_7),(8)):(1,_560,(224,1),(7)),(0,3))",
            "(_1,(8)):(1,(7))",
        );
    }
    // random:seed=20261122
    // expect_error: select((_4,(_3,4),_7,_1):(_0,(64,_3),_39,_48),(2,4,3))
    c.err("select((_4,(_3,4),_7,_1):(_0,(64,_3),_39,_48),(2,4,3))");
    // random:seed=20261122
    {
        let r = cute!(select((_8,(2,2),4):(_1,(_8,_16),32),(0,0,0)));
        c.eq(
            "select((_8,(2,2),4):(_1,(_8,_16),32),(0,0,0))",
            r.to_string(),
            "(_8,_8,_8):(_1,_1,_1)",
        );
        c.runtime(
            "select((_8,(2,2),4):(_1,(_8,_16),32),(0,0,0))",
            "(_8,_8,_8):(_1,_1,_1)",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(select((_8,_8,_4):(_0,_8,_4),(2,2)));
        c.eq(
            "select((_8,_8,_4):(_0,_8,_4),(2,2))",
            r.to_string(),
            "(_4,_4):(_4,_4)",
        );
        c.runtime("select((_8,_8,_4):(_0,_8,_4),(2,2))", "(_4,_4):(_4,_4)");
        c.zst(
            "select((_8,_8,_4):(_0,_8,_4),(2,2))",
            core::mem::size_of_val(&r),
        );
    }
    c.done("select.jsonl");
}

#[test]
fn shape() {
    let mut c = Check::default();
    // seed:000_8984093bb4f78ffc
    {
        let r = cute!(shape(((2,2),2):((4,2),1)));
        c.eq("shape(((2,2),2):((4,2),1))", r.to_string(), "((2,2),2)");
        c.runtime("shape(((2,2),2):((4,2),1))", "((2,2),2)");
    }
    // random:seed=20261122
    {
        let r = cute!(shape(((_1,7),7,(_8,_2,_3)):((_4704,_1),_84,(_588,_42,_28))));
        c.eq(
            "shape(((_1,7),7,(_8,_2,_3)):((_4704,_1),_84,(_588,_42,_28)))",
            r.to_string(),
            "((_1,7),7,(_8,_2,_3))",
        );
        c.runtime(
            "shape(((_1,7),7,(_8,_2,_3)):((_4704,_1),_84,(_588,_42,_28)))",
            "((_1,7),7,(_8,_2,_3))",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(shape(((_6),_6,_1):((_6),_1,_36)));
        c.eq(
            "shape(((_6),_6,_1):((_6),_1,_36))",
            r.to_string(),
            "((_6),_6,_1)",
        );
        c.runtime("shape(((_6),_6,_1):((_6),_1,_36))", "((_6),_6,_1)");
        c.zst(
            "shape(((_6),_6,_1):((_6),_1,_36))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(shape((4,2):(1,4)));
        c.eq("shape((4,2):(1,4))", r.to_string(), "(4,2)");
        c.runtime("shape((4,2):(1,4))", "(4,2)");
    }
    // random:seed=20261122
    {
        let r = cute!(shape((5):(1)));
        c.eq("shape((5):(1))", r.to_string(), "(5)");
        c.runtime("shape((5):(1))", "(5)");
    }
    // random:seed=20261122
    {
        let r = cute!(shape((5,(1,2)):(1,(_5,_5))));
        c.eq("shape((5,(1,2)):(1,(_5,_5)))", r.to_string(), "(5,(1,2))");
        c.runtime("shape((5,(1,2)):(1,(_5,_5)))", "(5,(1,2))");
    }
    // random:seed=20261122
    {
        let r = cute!(shape((6,5,(6,6,4)):(180,36,(6,1,1080))));
        c.eq(
            "shape((6,5,(6,6,4)):(180,36,(6,1,1080)))",
            r.to_string(),
            "(6,5,(6,6,4))",
        );
        c.runtime("shape((6,5,(6,6,4)):(180,36,(6,1,1080)))", "(6,5,(6,6,4))");
    }
    // random:seed=20261122
    {
        let r = cute!(shape((7,(3,4,2),7):(168,(56,1,4),8)));
        c.eq(
            "shape((7,(3,4,2),7):(168,(56,1,4),8))",
            r.to_string(),
            "(7,(3,4,2),7)",
        );
        c.runtime("shape((7,(3,4,2),7):(168,(56,1,4),8))", "(7,(3,4,2),7)");
    }
    // random:seed=20261122
    {
        let r = cute!(shape((8,(7)):(_1,(_8))));
        c.eq("shape((8,(7)):(_1,(_8)))", r.to_string(), "(8,(7))");
        c.runtime("shape((8,(7)):(_1,(_8)))", "(8,(7))");
    }
    // random:seed=20261122
    {
        let r = cute!(shape((_3,_8,_1):(_6,_51,_16)));
        c.eq(
            "shape((_3,_8,_1):(_6,_51,_16))",
            r.to_string(),
            "(_3,_8,_1)",
        );
        c.runtime("shape((_3,_8,_1):(_6,_51,_16))", "(_3,_8,_1)");
        c.zst("shape((_3,_8,_1):(_6,_51,_16))", core::mem::size_of_val(&r));
    }
    // random:seed=20261122
    {
        let r = cute!(shape((_4,_4,(8,7,_8),6):(21504,21504,(1,768,16),512)));
        c.eq(
            "shape((_4,_4,(8,7,_8),6):(21504,21504,(1,768,16),512))",
            r.to_string(),
            "(_4,_4,(8,7,_8),6)",
        );
        c.runtime(
            "shape((_4,_4,(8,7,_8),6):(21504,21504,(1,768,16),512))",
            "(_4,_4,(8,7,_8),6)",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(shape((_7):(_1)));
        c.eq("shape((_7):(_1))", r.to_string(), "(_7)");
        c.runtime("shape((_7):(_1))", "(_7)");
        c.zst("shape((_7):(_1))", core::mem::size_of_val(&r));
    }
    c.done("shape.jsonl");
}

#[test]
fn size() {
    let mut c = Check::default();
    // random:seed=20261122
    {
        let r = cute!(size(((2, 7, 6), (8, 7, 6))));
        c.eq("size(((2,7,6),(8,7,6)))", r.to_string(), "28224");
        c.runtime("size(((2,7,6),(8,7,6)))", "28224");
    }
    // cutlass-test:int_tuple.cpp
    {
        let r = cute!(size(((_2, (_4, _2)))));
        c.eq("size(((_2,(_4,_2))))", r.to_string(), "_16");
        c.runtime("size(((_2,(_4,_2))))", "_16");
        c.zst("size(((_2,(_4,_2))))", core::mem::size_of_val(&r));
    }
    // random:seed=20261122
    {
        let r = cute!(size(((_5, _8, 5), (2))));
        c.eq("size(((_5,_8,5),(2)))", r.to_string(), "400");
        c.runtime("size(((_5,_8,5),(2)))", "400");
    }
    // seed:003_a55ca988014c955d s2xh4_col
    {
        let r = cute!(size((2,(2,2)):(_1,(2,4))));
        c.eq("size((2,(2,2)):(_1,(2,4)))", r.to_string(), "8");
        c.runtime("size((2,(2,2)):(_1,(2,4)))", "8");
    }
    // seed:000_8984093bb4f78ffc
    {
        let r = cute!(size((2,3):(3,1)));
        c.eq("size((2,3):(3,1))", r.to_string(), "6");
        c.runtime("size((2,3):(3,1))", "6");
    }
    // random:seed=20261122
    {
        let r = cute!(size((3, (5, 7, 3), 4, (4, 1, 6))));
        c.eq("size((3,(5,7,3),4,(4,1,6)))", r.to_string(), "30240");
        c.runtime("size((3,(5,7,3),4,(4,1,6)))", "30240");
    }
    // random:seed=20261122
    {
        let r = cute!(size((3,(6)):(_12,(8))));
        c.eq("size((3,(6)):(_12,(8)))", r.to_string(), "18");
        c.runtime("size((3,(6)):(_12,(8)))", "18");
    }
    // random:seed=20261122
    {
        let r = cute!(size((3, 3)));
        c.eq("size((3,3))", r.to_string(), "9");
        c.runtime("size((3,3))", "9");
    }
    // random:seed=20261122
    {
        let r = cute!(size((4):(1)));
        c.eq("size((4):(1))", r.to_string(), "4");
        c.runtime("size((4):(1))", "4");
    }
    // random:seed=20261122
    {
        let r = cute!(size((4, 7, _5, 6)));
        c.eq("size((4,7,_5,6))", r.to_string(), "840");
        c.runtime("size((4,7,_5,6))", "840");
    }
    // random:seed=20261122
    {
        let r = cute!(size((5,_8,_7):(16,1,80)));
        c.eq("size((5,_8,_7):(16,1,80))", r.to_string(), "280");
        c.runtime("size((5,_8,_7):(16,1,80))", "280");
    }
    // random:seed=20261122
    {
        let r = cute!(size((6,8,4,8):(57,24,1,8)));
        c.eq("size((6,8,4,8):(57,24,1,8))", r.to_string(), "1536");
        c.runtime("size((6,8,4,8):(57,24,1,8))", "1536");
    }
    // cutlass-test:int_tuple.cpp
    {
        let r = cute!(size((_2, (_2, _4))));
        c.eq("size((_2,(_2,_4)))", r.to_string(), "_16");
        c.runtime("size((_2,(_2,_4)))", "_16");
        c.zst("size((_2,(_2,_4)))", core::mem::size_of_val(&r));
    }
    // seed:003_a55ca988014c955d s2xd4_row
    {
        let r = cute!(size((_2,4):(4,_1)));
        c.eq("size((_2,4):(4,_1))", r.to_string(), "8");
        c.runtime("size((_2,4):(4,_1))", "8");
    }
    // EXPRESSIONS.md
    {
        let r = cute!(size((_2,4):(_1,2)));
        c.eq("size((_2,4):(_1,2))", r.to_string(), "8");
        c.runtime("size((_2,4):(_1,2))", "8");
    }
    // cutlass-test:int_tuple.cpp
    {
        let r = cute!(size((_32, _64)));
        c.eq("size((_32,_64))", r.to_string(), "_2048");
        c.runtime("size((_32,_64))", "_2048");
        c.zst("size((_32,_64))", core::mem::size_of_val(&r));
    }
    // random:seed=20261122
    {
        let r = cute!(size((_4, _5, _1)));
        c.eq("size((_4,_5,_1))", r.to_string(), "_20");
        c.runtime("size((_4,_5,_1))", "_20");
        c.zst("size((_4,_5,_1))", core::mem::size_of_val(&r));
    }
    // cutlass-test:tuple.cpp
    {
        let r = cute!(size((_8, 4)));
        c.eq("size((_8,4))", r.to_string(), "32");
        c.runtime("size((_8,4))", "32");
    }
    // cutlass-test:tuple.cpp
    {
        let r = cute!(size((_8, _4)));
        c.eq("size((_8,_4))", r.to_string(), "_32");
        c.runtime("size((_8,_4))", "_32");
        c.zst("size((_8,_4))", core::mem::size_of_val(&r));
    }
    // seed:003_a55ca988014c955d d8
    {
        let r = cute!(size(8:_1));
        c.eq("size(8:_1)", r.to_string(), "8");
        c.runtime("size(8:_1)", "8");
    }
    // cutlass-test:int_tuple.cpp
    {
        let r = cute!(size(_12));
        c.eq("size(_12)", r.to_string(), "_12");
        c.runtime("size(_12)", "_12");
        c.zst("size(_12)", core::mem::size_of_val(&r));
    }
    // cutlass-test:int_tuple.cpp
    {
        let r = cute!(size(_128));
        c.eq("size(_128)", r.to_string(), "_128");
        c.runtime("size(_128)", "_128");
        c.zst("size(_128)", core::mem::size_of_val(&r));
    }
    // cutlass-test:int_tuple.cpp
    {
        let r = cute!(size(_16));
        c.eq("size(_16)", r.to_string(), "_16");
        c.runtime("size(_16)", "_16");
        c.zst("size(_16)", core::mem::size_of_val(&r));
    }
    c.done("size.jsonl");
}

#[test]
fn slice() {
    let mut c = Check::default();
    // random:seed=20261122
    {
        let r = cute!(slice(((_,2,_),2),((1,_7,4),6):((_28,4,_14),56)));
        c.eq(
            "slice(((_,2,_),2),((1,_7,4),6):((_28,4,_14),56))",
            r.to_string(),
            "(1,4):(_28,_14)",
        );
        c.runtime(
            "slice(((_,2,_),2),((1,_7,4),6):((_28,4,_14),56))",
            "(1,4):(_28,_14)",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(slice((1,(_,5,_),_),(_2,(_7,6,3),7):(_21,(_3,_294,1),42)));
        c.eq(
            "slice((1,(_,5,_),_),(_2,(_7,6,3),7):(_21,(_3,_294,1),42))",
            r.to_string(),
            "(_7,3,7):(_3,1,42)",
        );
        c.runtime(
            "slice((1,(_,5,_),_),(_2,(_7,6,3),7):(_21,(_3,_294,1),42))",
            "(_7,3,7):(_3,1,42)",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(slice((_,(_,_0)),(_8,(_6,_1)):(_6,(_1,_6))));
        c.eq(
            "slice((_,(_,_0)),(_8,(_6,_1)):(_6,(_1,_6)))",
            r.to_string(),
            "(_8,_6):(_6,_1)",
        );
        c.runtime(
            "slice((_,(_,_0)),(_8,(_6,_1)):(_6,(_1,_6)))",
            "(_8,_6):(_6,_1)",
        );
        c.zst(
            "slice((_,(_,_0)),(_8,(_6,_1)):(_6,(_1,_6)))",
            core::mem::size_of_val(&r),
        );
    }
    // cutlass-test:tuple.cpp (on make_layout(a))
    {
        let r = cute!(slice((_,1,_,(_,2)),(_2,_3,_4,(_5,_6)):(_1,_2,_6,(_24,_120))));
        c.eq(
            "slice((_,1,_,(_,2)),(_2,_3,_4,(_5,_6)):(_1,_2,_6,(_24,_120)))",
            r.to_string(),
            "(_2,_4,_5):(_1,_6,_24)",
        );
        c.runtime(
            "slice((_,1,_,(_,2)),(_2,_3,_4,(_5,_6)):(_1,_2,_6,(_24,_120)))",
            "(_2,_4,_5):(_1,_6,_24)",
        );
    }
    // cutlass-test:tuple.cpp (on make_layout(a))
    {
        let r = cute!(slice((_,1,_,_),(_2,_3,_4,(_5,_6)):(_1,_2,_6,(_24,_120))));
        c.eq(
            "slice((_,1,_,_),(_2,_3,_4,(_5,_6)):(_1,_2,_6,(_24,_120)))",
            r.to_string(),
            "(_2,_4,(_5,_6)):(_1,_6,(_24,_120))",
        );
        c.runtime(
            "slice((_,1,_,_),(_2,_3,_4,(_5,_6)):(_1,_2,_6,(_24,_120)))",
            "(_2,_4,(_5,_6)):(_1,_6,(_24,_120))",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(slice((_,35),(4,(8,5)):(1,(4,32))));
        c.eq(
            "slice((_,35),(4,(8,5)):(1,(4,32)))",
            r.to_string(),
            "(4):(1)",
        );
        c.runtime("slice((_,35),(4,(8,5)):(1,(4,32)))", "(4):(1)");
    }
    // random:seed=20261122
    {
        let r = cute!(slice((_,4,4,_),(_7,8,_6,_4):(8,56,448,_8)));
        c.eq(
            "slice((_,4,4,_),(_7,8,_6,_4):(8,56,448,_8))",
            r.to_string(),
            "(_7,_4):(8,_8)",
        );
        c.runtime(
            "slice((_,4,4,_),(_7,8,_6,_4):(8,56,448,_8))",
            "(_7,_4):(8,_8)",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(slice((_,_),(4,5):(_1,4)));
        c.eq("slice((_,_),(4,5):(_1,4))", r.to_string(), "(4,5):(_1,4)");
        c.runtime("slice((_,_),(4,5):(_1,4))", "(4,5):(_1,4)");
    }
    // random:seed=20261122
    {
        let r = cute!(slice((_,_,(_4,2,_0),_),(_4,_3,(_6,5,_4),_6):(_30,2880,(8640,_1,40),_160)));
        c.eq(
            "slice((_,_,(_4,2,_0),_),(_4,_3,(_6,5,_4),_6):(_30,2880,(8640,_1,40),_160))",
            r.to_string(),
            "(_4,_3,_6):(_30,2880,_160)",
        );
        c.runtime(
            "slice((_,_,(_4,2,_0),_),(_4,_3,(_6,5,_4),_6):(_30,2880,(8640,_1,40),_160))",
            "(_4,_3,_6):(_30,2880,_160)",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(slice((_0),(_3):(_1)));
        c.eq("slice((_0),(_3):(_1))", r.to_string(), "():()");
        c.runtime("slice((_0),(_3):(_1))", "():()");
        c.zst("slice((_0),(_3):(_1))", core::mem::size_of_val(&r));
    }
    // random:seed=20261122
    {
        let r = cute!(slice((_1,_),(_3,(_8,_7)):(_224,(_2,_32))));
        c.eq(
            "slice((_1,_),(_3,(_8,_7)):(_224,(_2,_32)))",
            r.to_string(),
            "((_8,_7)):((_2,_32))",
        );
        c.runtime(
            "slice((_1,_),(_3,(_8,_7)):(_224,(_2,_32)))",
            "((_8,_7)):((_2,_32))",
        );
        c.zst(
            "slice((_1,_),(_3,(_8,_7)):(_224,(_2,_32)))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(slice((_2,(_,_6)),(_3,(_3,_7)):(_1,(_3,_9))));
        c.eq(
            "slice((_2,(_,_6)),(_3,(_3,_7)):(_1,(_3,_9)))",
            r.to_string(),
            "(_3):(_3)",
        );
        c.runtime("slice((_2,(_,_6)),(_3,(_3,_7)):(_1,(_3,_9)))", "(_3):(_3)");
        c.zst(
            "slice((_2,(_,_6)),(_3,(_3,_7)):(_1,(_3,_9)))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(slice((_3,(0,_),_),(_8,(2,1),_4):(_8,(_64,128),_2)));
        c.eq(
            "slice((_3,(0,_),_),(_8,(2,1),_4):(_8,(_64,128),_2))",
            r.to_string(),
            "(1,_4):(128,_2)",
        );
        c.runtime(
            "slice((_3,(0,_),_),(_8,(2,1),_4):(_8,(_64,128),_2))",
            "(1,_4):(128,_2)",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(slice((_5),(_6):(1)));
        c.eq("slice((_5),(_6):(1))", r.to_string(), "():()");
        c.runtime("slice((_5),(_6):(1))", "():()");
    }
    // cutlass-test:tuple.cpp
    {
        let r = cute!(slice(1, (_2, _3, _4, (_5, _6))));
        c.eq("slice(1,(_2,_3,_4,(_5,_6)))", r.to_string(), "()");
        c.runtime("slice(1,(_2,_3,_4,(_5,_6)))", "()");
    }
    // cutlass-test:tuple.cpp
    {
        let r = cute!(slice(_, (_2, _3, _4, (_5, _6))));
        c.eq(
            "slice(_,(_2,_3,_4,(_5,_6)))",
            r.to_string(),
            "(_2,_3,_4,(_5,_6))",
        );
        c.runtime("slice(_,(_2,_3,_4,(_5,_6)))", "(_2,_3,_4,(_5,_6))");
        c.zst("slice(_,(_2,_3,_4,(_5,_6)))", core::mem::size_of_val(&r));
    }
    // random:seed=20261122
    {
        let r = cute!(slice(_1,3:1));
        c.eq("slice(_1,3:1)", r.to_string(), "():()");
        c.runtime("slice(_1,3:1)", "():()");
    }
    c.done("slice.jsonl");
}

#[test]
fn stride() {
    let mut c = Check::default();
    // random:seed=20261122
    {
        let r = cute!(stride(((5),6,(1,2),(_6,3,6)):((48),2160,(720,24),(_720,120,4))));
        c.eq(
            "stride(((5),6,(1,2),(_6,3,6)):((48),2160,(720,24),(_720,120,4)))",
            r.to_string(),
            "((48),2160,(720,24),(_720,120,4))",
        );
        c.runtime(
            "stride(((5),6,(1,2),(_6,3,6)):((48),2160,(720,24),(_720,120,4)))",
            "((48),2160,(720,24),(_720,120,4))",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(stride(((5,7),2):((7,1),35)));
        c.eq("stride(((5,7),2):((7,1),35))", r.to_string(), "((7,1),35)");
        c.runtime("stride(((5,7),2):((7,1),35))", "((7,1),35)");
    }
    // seed:000_8984093bb4f78ffc
    {
        let r = cute!(stride((2,3):(3,1)));
        c.eq("stride((2,3):(3,1))", r.to_string(), "(3,1)");
        c.runtime("stride((2,3):(3,1))", "(3,1)");
    }
    // random:seed=20261122
    {
        let r = cute!(stride((2,_4):(_8,_2)));
        c.eq("stride((2,_4):(_8,_2))", r.to_string(), "(_8,_2)");
        c.runtime("stride((2,_4):(_8,_2))", "(_8,_2)");
    }
    // seed:000_8984093bb4f78ffc
    {
        let r = cute!(stride((3,(2,3)):(3,(12,1))));
        c.eq("stride((3,(2,3)):(3,(12,1)))", r.to_string(), "(3,(12,1))");
        c.runtime("stride((3,(2,3)):(3,(12,1)))", "(3,(12,1))");
    }
    // random:seed=20261122
    {
        let r = cute!(stride((3,3,3):(9,3,1)));
        c.eq("stride((3,3,3):(9,3,1))", r.to_string(), "(9,3,1)");
        c.runtime("stride((3,3,3):(9,3,1))", "(9,3,1)");
    }
    // random:seed=20261122
    {
        let r = cute!(stride((4,2):(1,4)));
        c.eq("stride((4,2):(1,4))", r.to_string(), "(1,4)");
        c.runtime("stride((4,2):(1,4))", "(1,4)");
    }
    // seed:000_8984093bb4f78ffc
    {
        let r = cute!(stride((8,(2,2)):(2,(1,16))));
        c.eq("stride((8,(2,2)):(2,(1,16)))", r.to_string(), "(2,(1,16))");
        c.runtime("stride((8,(2,2)):(2,(1,16)))", "(2,(1,16))");
    }
    // random:seed=20261122
    {
        let r = cute!(stride((_3,(_3),_7):(_168,(_56),_1)));
        c.eq(
            "stride((_3,(_3),_7):(_168,(_56),_1))",
            r.to_string(),
            "(_168,(_56),_1)",
        );
        c.runtime("stride((_3,(_3),_7):(_168,(_56),_1))", "(_168,(_56),_1)");
        c.zst(
            "stride((_3,(_3),_7):(_168,(_56),_1))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(stride((_4,(_4,_1),(_5,_3),_2):(_48,(_12,_24),(_8,_1),_2)));
        c.eq(
            "stride((_4,(_4,_1),(_5,_3),_2):(_48,(_12,_24),(_8,_1),_2))",
            r.to_string(),
            "(_48,(_12,_24),(_8,_1),_2)",
        );
        c.runtime(
            "stride((_4,(_4,_1),(_5,_3),_2):(_48,(_12,_24),(_8,_1),_2))",
            "(_48,(_12,_24),(_8,_1),_2)",
        );
        c.zst(
            "stride((_4,(_4,_1),(_5,_3),_2):(_48,(_12,_24),(_8,_1),_2))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(stride((_6,_8):(_64,_8)));
        c.eq("stride((_6,_8):(_64,_8))", r.to_string(), "(_64,_8)");
        c.runtime("stride((_6,_8):(_64,_8))", "(_64,_8)");
        c.zst("stride((_6,_8):(_64,_8))", core::mem::size_of_val(&r));
    }
    // random:seed=20261122
    {
        let r = cute!(stride((_8,_8):(_4,_16)));
        c.eq("stride((_8,_8):(_4,_16))", r.to_string(), "(_4,_16)");
        c.runtime("stride((_8,_8):(_4,_16))", "(_4,_16)");
        c.zst("stride((_8,_8):(_4,_16))", core::mem::size_of_val(&r));
    }
    // random:seed=20261122
    {
        let r = cute!(stride(_2:_1));
        c.eq("stride(_2:_1)", r.to_string(), "_1");
        c.runtime("stride(_2:_1)", "_1");
        c.zst("stride(_2:_1)", core::mem::size_of_val(&r));
    }
    c.done("stride.jsonl");
}

#[test]
fn take() {
    let mut c = Check::default();
    // random:seed=20261122
    {
        let r = cute!(take(((5,7),(5,6),(3,5)):((105,5),(1,525),(35,3150)),2,3));
        c.eq(
            "take(((5,7),(5,6),(3,5)):((105,5),(1,525),(35,3150)),2,3)",
            r.to_string(),
            "((3,5)):((35,3150))",
        );
        c.runtime(
            "take(((5,7),(5,6),(3,5)):((105,5),(1,525),(35,3150)),2,3)",
            "((3,5)):((35,3150))",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(take(((_2,_3),_5):((_61,_1),_6),0,2));
        c.eq(
            "take(((_2,_3),_5):((_61,_1),_6),0,2)",
            r.to_string(),
            "((_2,_3),_5):((_61,_1),_6)",
        );
        c.runtime(
            "take(((_2,_3),_5):((_61,_1),_6),0,2)",
            "((_2,_3),_5):((_61,_1),_6)",
        );
        c.zst(
            "take(((_2,_3),_5):((_61,_1),_6),0,2)",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(take(((_4,_4),_1,(_3,_3),_8):((_576,_432),_432,(_18,_6),_18),3,4));
        c.eq(
            "take(((_4,_4),_1,(_3,_3),_8):((_576,_432),_432,(_18,_6),_18),3,4)",
            r.to_string(),
            "(_8):(_18)",
        );
        c.runtime(
            "take(((_4,_4),_1,(_3,_3),_8):((_576,_432),_432,(_18,_6),_18),3,4)",
            "(_8):(_18)",
        );
        c.zst(
            "take(((_4,_4),_1,(_3,_3),_8):((_576,_432),_432,(_18,_6),_18),3,4)",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(take(((_5,_4),_4,(_8,_5),(_2,_1,_8)):((_640,_5),_20,(_80,_1),(_3200,_1,_6400)),3,4));
        c.eq(
            "take(((_5,_4),_4,(_8,_5),(_2,_1,_8)):((_640,_5),_20,(_80,_1),(_3200,_1,_6400)),3,4)",
            r.to_string(),
            "((_2,_1,_8)):((_3200,_1,_6400))",
        );
        c.runtime(
            "take(((_5,_4),_4,(_8,_5),(_2,_1,_8)):((_640,_5),_20,(_80,_1),(_3200,_1,_6400)),3,4)",
            "((_2,_1,_8)):((_3200,_1,_6400))",
        );
        c.zst(
            "take(((_5,_4),_4,(_8,_5),(_2,_1,_8)):((_640,_5),_20,(_80,_1),(_3200,_1,_6400)),3,4)",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(take(((_7),6,(_7,5)):((_210),1,(6,42)),2,3));
        c.eq(
            "take(((_7),6,(_7,5)):((_210),1,(6,42)),2,3)",
            r.to_string(),
            "((_7,5)):((6,42))",
        );
        c.runtime(
            "take(((_7),6,(_7,5)):((_210),1,(6,42)),2,3)",
            "((_7,5)):((6,42))",
        );
    }
    // random:seed=20261122
    // expect_error: take((5,(3),6):(1,(5),15),0,0)
    c.err("take((5,(3),6):(1,(5),15),0,0)");
    // random:seed=20261122
    {
        let r = cute!(take((_1,_6):(6,1),1,2));
        c.eq("take((_1,_6):(6,1),1,2)", r.to_string(), "(_6):(1)");
        c.runtime("take((_1,_6):(6,1),1,2)", "(_6):(1)");
    }
    // cute-doc:01_layout.md
    {
        let r = cute!(take((_2,_3,_5,_7):(_1,_2,_6,_30),1,4));
        c.eq(
            "take((_2,_3,_5,_7):(_1,_2,_6,_30),1,4)",
            r.to_string(),
            "(_3,_5,_7):(_2,_6,_30)",
        );
        c.runtime(
            "take((_2,_3,_5,_7):(_1,_2,_6,_30),1,4)",
            "(_3,_5,_7):(_2,_6,_30)",
        );
        c.zst(
            "take((_2,_3,_5,_7):(_1,_2,_6,_30),1,4)",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(take((_3,(_1,_3,_5),(_6),_3):(_4,(_1,_32,_24),(_58),_16),0,4));
        c.eq(
            "take((_3,(_1,_3,_5),(_6),_3):(_4,(_1,_32,_24),(_58),_16),0,4)",
            r.to_string(),
            "(_3,(_1,_3,_5),(_6),_3):(_4,(_1,_32,_24),(_58),_16)",
        );
        c.runtime(
            "take((_3,(_1,_3,_5),(_6),_3):(_4,(_1,_32,_24),(_58),_16),0,4)",
            "(_3,(_1,_3,_5),(_6),_3):(_4,(_1,_32,_24),(_58),_16)",
        );
        c.zst(
            "take((_3,(_1,_3,_5),(_6),_3):(_4,(_1,_32,_24),(_58),_16),0,4)",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(take((_8,(7,_1,_1),_2):(_2,(16,_2,_2),_1),1,3));
        c.eq(
            "take((_8,(7,_1,_1),_2):(_2,(16,_2,_2),_1),1,3)",
            r.to_string(),
            "((7,_1,_1),_2):((16,_2,_2),_1)",
        );
        c.runtime(
            "take((_8,(7,_1,_1),_2):(_2,(16,_2,_2),_1),1,3)",
            "((7,_1,_1),_2):((16,_2,_2),_1)",
        );
    }
    c.done("take.jsonl");
}

#[test]
fn tiled_divide() {
    let mut c = Check::default();
    // random:seed=20261122
    {
        let r = cute!(tiled_divide(((5,8),(3,1)):((3,15),(1,3)),(1,3:_1)));
        c.eq(
            "tiled_divide(((5,8),(3,1)):((3,15),(1,3)),(1,3:_1))",
            r.to_string(),
            "(((1,1),(3,1)),(5,8),(1,1)):(((3,15),(1,3)),(3,15),(3,3))",
        );
        c.runtime(
            "tiled_divide(((5,8),(3,1)):((3,15),(1,3)),(1,3:_1))",
            "(((1,1),(3,1)),(5,8),(1,1)):(((3,15),(1,3)),(3,15),(3,3))",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(tiled_divide(((8),3,_3):((_3),24,_1),_2:_1));
        c.eq(
            "tiled_divide(((8),3,_3):((_3),24,_1),_2:_1)",
            r.to_string(),
            "((2,1,1),4,3,3):((_3,24,1),_6,24,1)",
        );
        c.runtime(
            "tiled_divide(((8),3,_3):((_3),24,_1),_2:_1)",
            "((2,1,1),4,3,3):((_3,24,1),_6,24,1)",
        );
    }
    // random:seed=20261122
    // expect_error: tiled_divide(((_3),_2,_6,_2):((12),36,_2,_1),(_6,_7):(_4,_24))
    c.err("tiled_divide(((_3),_2,_6,_2):((12),36,_2,_1),(_6,_7):(_4,_24))");
    // random:seed=20261122
    {
        let r = cute!(tiled_divide((3,3,5):(3,1,9),((_1):(_1),(_4):(_1))));
        c.eq(
            "tiled_divide((3,3,5):(3,1,9),((_1):(_1),(_4):(_1)))",
            r.to_string(),
            "(((_1),(_4)),3,1,5):(((3),(1)),3,4,9)",
        );
        c.runtime(
            "tiled_divide((3,3,5):(3,1,9),((_1):(_1),(_4):(_1)))",
            "(((_1),(_4)),3,1,5):(((3),(1)),3,4,9)",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(tiled_divide((8,(2,1),6):(2,(8,1),128),(8,4):(_1,_8)));
        c.eq("tiled_divide((8,(2,1),6):(2,(8,1),128),(8,4):(_1,_8))", r.to_string(), "(((8,1,1,1),(1,2,1,2)),(1,1,1,1),(1,1,1,3)):(((2,8,1,128),(16,8,1,128)),(16,8,1,128),(64,32,2,256))");
        c.runtime("tiled_divide((8,(2,1),6):(2,(8,1),128),(8,4):(_1,_8))", "(((8,1,1,1),(1,2,1,2)),(1,1,1,1),(1,1,1,3)):(((2,8,1,128),(16,8,1,128)),(16,8,1,128),(64,32,2,256))");
    }
    // random:seed=20261122
    {
        let r = cute!(tiled_divide((8,1):(1,6),(1)));
        c.eq(
            "tiled_divide((8,1):(1,6),(1))",
            r.to_string(),
            "((1),8,1):((1),1,6)",
        );
        c.runtime("tiled_divide((8,1):(1,6),(1))", "((1),8,1):((1),1,6)");
    }
    // random:seed=20261122
    // expect_error: tiled_divide((_1,(_3),_6):(_18,(6),_1),(_7,_4):(1,_7))
    c.err("tiled_divide((_1,(_3),_6):(_18,(6),_1),(_7,_4):(1,_7))");
    // random:seed=20261122
    // expect_error: tiled_divide((_3,(1,3,7),2):(3,(9,_1,9),63),(_6,1):(_12,_48))
    c.err("tiled_divide((_3,(1,3,7),2):(3,(9,_1,9),63),(_6,1):(_12,_48))");
    // random:seed=20261122
    {
        let r = cute!(tiled_divide((_3,_1,_5):(_1,_1,_3),(_3:_1,_1)));
        c.eq(
            "tiled_divide((_3,_1,_5):(_1,_1,_3),(_3:_1,_1))",
            r.to_string(),
            "((_3,_1),_1,_1,_5):((_1,_0),_0,_0,_3)",
        );
        c.runtime(
            "tiled_divide((_3,_1,_5):(_1,_1,_3),(_3:_1,_1))",
            "((_3,_1),_1,_1,_5):((_1,_0),_0,_0,_3)",
        );
        c.zst(
            "tiled_divide((_3,_1,_5):(_1,_1,_3),(_3:_1,_1))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(tiled_divide((_3,_2):(_2,_48),_6:_1));
        c.eq(
            "tiled_divide((_3,_2):(_2,_48),_6:_1)",
            r.to_string(),
            "((_3,_2),_1):((_2,_48),_0)",
        );
        c.runtime(
            "tiled_divide((_3,_2):(_2,_48),_6:_1)",
            "((_3,_2),_1):((_2,_48),_0)",
        );
        c.zst(
            "tiled_divide((_3,_2):(_2,_48),_6:_1)",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(tiled_divide((_3,_6,(_2,_6,_6)):(_1,_216,(_18,_36,3)),(_1)));
        c.eq(
            "tiled_divide((_3,_6,(_2,_6,_6)):(_1,_216,(_18,_36,3)),(_1))",
            r.to_string(),
            "((_1),_3,_6,(_2,_6,_6)):((_0),_1,_216,(_18,_36,3))",
        );
        c.runtime(
            "tiled_divide((_3,_6,(_2,_6,_6)):(_1,_216,(_18,_36,3)),(_1))",
            "((_1),_3,_6,(_2,_6,_6)):((_0),_1,_216,(_18,_36,3))",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(tiled_divide((_4,(_6,_6)):(_72,(_48,_4)),((_8,_1):(_1,_16))));
        c.eq(
            "tiled_divide((_4,(_6,_6)):(_72,(_48,_4)),((_8,_1):(_1,_16)))",
            r.to_string(),
            "(((_8,_1)),_1,(_6,_6)):(((_72,_1152)),_0,(_48,_4))",
        );
        c.runtime(
            "tiled_divide((_4,(_6,_6)):(_72,(_48,_4)),((_8,_1):(_1,_16)))",
            "(((_8,_1)),_1,(_6,_6)):(((_72,_1152)),_0,(_48,_4))",
        );
        c.zst(
            "tiled_divide((_4,(_6,_6)):(_72,(_48,_4)),((_8,_1):(_1,_16)))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(tiled_divide((_4,_8,(1,_4)):(32,_24,(_2,_24)),4:_1));
        c.eq(
            "tiled_divide((_4,_8,(1,_4)):(32,_24,(_2,_24)),4:_1)",
            r.to_string(),
            "((4,1,1,1),1,8,1,4):((32,_24,_2,24),128,24,2,24)",
        );
        c.runtime(
            "tiled_divide((_4,_8,(1,_4)):(32,_24,(_2,_24)),4:_1)",
            "((4,1,1,1),1,8,1,4):((32,_24,_2,24),128,24,2,24)",
        );
    }
    // random:seed=20261122
    // expect_error: tiled_divide((_6,8,1):(_8,_1,8),(_8,_7):(_7,1))
    c.err("tiled_divide((_6,8,1):(_8,_1,8),(_8,_7):(_7,1))");
    // random:seed=20261122
    // expect_error: tiled_divide((_7,1):(1,7),(6,5):(_8,_12))
    c.err("tiled_divide((_7,1):(1,7),(6,5):(_8,_12))");
    // random:seed=20261122
    {
        let r = cute!(tiled_divide(_1:_1,_1:_1));
        c.eq(
            "tiled_divide(_1:_1,_1:_1)",
            r.to_string(),
            "(_1,_1):(_1,_0)",
        );
        c.runtime("tiled_divide(_1:_1,_1:_1)", "(_1,_1):(_1,_0)");
        c.zst("tiled_divide(_1:_1,_1:_1)", core::mem::size_of_val(&r));
    }
    // random:seed=20261122
    {
        let r = cute!(tiled_divide(_5:_1,(5)));
        c.eq(
            "tiled_divide(_5:_1,(5))",
            r.to_string(),
            "((5),(1)):((_1),(5))",
        );
        c.runtime("tiled_divide(_5:_1,(5))", "((5),(1)):((_1),(5))");
    }
    c.done("tiled_divide.jsonl");
}

#[test]
fn tiled_product() {
    let mut c = Check::default();
    // random:seed=20261122
    {
        let r = cute!(tiled_product((1):(16),(4,_3):(_3,_1)));
        c.eq(
            "tiled_product((1):(16),(4,_3):(_3,_1))",
            r.to_string(),
            "((1),(4,1),(3,1)):((16),(_3,16),(_1,16))",
        );
        c.runtime(
            "tiled_product((1):(16),(4,_3):(_3,_1))",
            "((1),(4,1),(3,1)):((16),(_3,16),(_1,16))",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(tiled_product((1):(_4),(_4,2,3):(24,_24,_1)));
        c.eq(
            "tiled_product((1):(_4),(_4,2,3):(24,_24,_1))",
            r.to_string(),
            "((1),(1,4),2,(3,1)):((_4),(24,24),24,(_1,4))",
        );
        c.runtime(
            "tiled_product((1):(_4),(_4,2,3):(24,_24,_1))",
            "((1),(1,4),2,(3,1)):((_4),(24,24),24,(_1,4))",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(tiled_product((3,4):(_4,_1),(3,1)));
        c.eq(
            "tiled_product((3,4):(_4,_1),(3,1))",
            r.to_string(),
            "((3,4),(3,1),1):((_4,_1),(_1,12),4)",
        );
        c.runtime(
            "tiled_product((3,4):(_4,_1),(3,1))",
            "((3,4),(3,1),1):((_4,_1),(_1,12),4)",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(tiled_product((4,2):(_1,_4),(2)));
        c.eq(
            "tiled_product((4,2):(_1,_4),(2))",
            r.to_string(),
            "((4),2,2):((_1),4,_4)",
        );
        c.runtime("tiled_product((4,2):(_1,_4),(2))", "((4),2,2):((_1),4,_4)");
    }
    // random:seed=20261122
    {
        let r = cute!(tiled_product((_1,3):(_1,_1),((4,1,4)):((1,_4,4))));
        c.eq(
            "tiled_product((_1,3):(_1,_1),((4,1,4)):((1,_4,4)))",
            r.to_string(),
            "((_1,3),((4,1,4))):((_1,_1),((3,12,12)))",
        );
        c.runtime(
            "tiled_product((_1,3):(_1,_1),((4,1,4)):((1,_4,4)))",
            "((_1,3),((4,1,4))):((_1,_1),((3,12,12)))",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(tiled_product((_1,3):(_1,_1),(5:48)));
        c.eq(
            "tiled_product((_1,3):(_1,_1),(5:48))",
            r.to_string(),
            "((_1),5,3):((_1),48,_1)",
        );
        c.runtime(
            "tiled_product((_1,3):(_1,_1),(5:48))",
            "((_1),5,3):((_1),48,_1)",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(tiled_product((_1,_1,_3):(_24,_8,_2),(_4):(_1)));
        c.eq(
            "tiled_product((_1,_1,_3):(_24,_8,_2),(_4):(_1))",
            r.to_string(),
            "((_1,_1,_3),((_2,_2))):((_24,_8,_2),((_1,_6)))",
        );
        c.runtime(
            "tiled_product((_1,_1,_3):(_24,_8,_2),(_4):(_1))",
            "((_1,_1,_3),((_2,_2))):((_24,_8,_2),((_1,_6)))",
        );
        c.zst(
            "tiled_product((_1,_1,_3):(_24,_8,_2),(_4):(_1))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(tiled_product((_1,_2):(_24,_3),(1,_1)));
        c.eq(
            "tiled_product((_1,_2):(_24,_3),(1,_1))",
            r.to_string(),
            "((_1,_2),1,_1):((_24,_3),_1,_0)",
        );
        c.runtime(
            "tiled_product((_1,_2):(_24,_3),(1,_1))",
            "((_1,_2),1,_1):((_24,_3),_1,_0)",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(tiled_product((_2,_3):(_3,_1),(_2,_3):(_3,_1)));
        c.eq(
            "tiled_product((_2,_3):(_3,_1),(_2,_3):(_3,_1))",
            r.to_string(),
            "((_2,_3),_2,_3):((_3,_1),_18,_6)",
        );
        c.runtime(
            "tiled_product((_2,_3):(_3,_1),(_2,_3):(_3,_1))",
            "((_2,_3),_2,_3):((_3,_1),_18,_6)",
        );
        c.zst(
            "tiled_product((_2,_3):(_3,_1),(_2,_3):(_3,_1))",
            core::mem::size_of_val(&r),
        );
    }
    // cute-doc:02_layout_algebra.md
    {
        let r = cute!(tiled_product((_2,_5):(_5,_1),(_3,_4):(_1,_3)));
        c.eq(
            "tiled_product((_2,_5):(_5,_1),(_3,_4):(_1,_3))",
            r.to_string(),
            "((_2,_5),_3,_4):((_5,_1),_10,_30)",
        );
        c.runtime(
            "tiled_product((_2,_5):(_5,_1),(_3,_4):(_1,_3))",
            "((_2,_5),_3,_4):((_5,_1),_10,_30)",
        );
        c.zst(
            "tiled_product((_2,_5):(_5,_1),(_3,_4):(_1,_3))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(tiled_product((_3,_1):(_1,_3),_6));
        c.eq(
            "tiled_product((_3,_1):(_1,_3),_6)",
            r.to_string(),
            "((_3,_1),_6):((_1,_3),_3)",
        );
        c.runtime(
            "tiled_product((_3,_1):(_1,_3),_6)",
            "((_3,_1),_6):((_1,_3),_3)",
        );
        c.zst(
            "tiled_product((_3,_1):(_1,_3),_6)",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(tiled_product((_3,_3):(_3,_1),(_3):(_1)));
        c.eq(
            "tiled_product((_3,_3):(_3,_1),(_3):(_1))",
            r.to_string(),
            "((_3,_3),(_3)):((_3,_1),(_9))",
        );
        c.runtime(
            "tiled_product((_3,_3):(_3,_1),(_3):(_1))",
            "((_3,_3),(_3)):((_3,_1),(_9))",
        );
        c.zst(
            "tiled_product((_3,_3):(_3,_1),(_3):(_1))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(tiled_product((_4,2):(_2,_1),1));
        c.eq(
            "tiled_product((_4,2):(_2,_1),1)",
            r.to_string(),
            "((_4,2),1,1):((_2,_1),2,8)",
        );
        c.runtime(
            "tiled_product((_4,2):(_2,_1),1)",
            "((_4,2),1,1):((_2,_1),2,8)",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(tiled_product((_4,_3):(_12,_1),(_1)));
        c.eq(
            "tiled_product((_4,_3):(_12,_1),(_1))",
            r.to_string(),
            "((_4),_1,_3):((_12),_0,_1)",
        );
        c.runtime(
            "tiled_product((_4,_3):(_12,_1),(_1))",
            "((_4),_1,_3):((_12),_0,_1)",
        );
        c.zst(
            "tiled_product((_4,_3):(_12,_1),(_1))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    // expect_error: tiled_product(_2:_4,_5)
    c.err("tiled_product(_2:_4,_5)");
    c.done("tiled_product.jsonl");
}

#[test]
fn upcast() {
    let mut c = Check::default();
    // random:seed=20261122
    {
        let r = cute!(upcast(((2,_8),(8)):((32,64),(_1)),4));
        c.eq(
            "upcast(((2,_8),(8)):((32,64),(_1)),4)",
            r.to_string(),
            "((2,_8),(2)):((8,16),(_1))",
        );
        c.runtime(
            "upcast(((2,_8),(8)):((32,64),(_1)),4)",
            "((2,_8),(2)):((8,16),(_1))",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(upcast(((6,6,3),6,4):((6,_1,_864),144,36),2));
        c.eq(
            "upcast(((6,6,3),6,4):((6,_1,_864),144,36),2)",
            r.to_string(),
            "((6,3,3),6,4):((3,_1,_432),72,18)",
        );
        c.runtime(
            "upcast(((6,6,3),6,4):((6,_1,_864),144,36),2)",
            "((6,3,3),6,4):((3,_1,_432),72,18)",
        );
    }
    // random:seed=20261122
    // expect_error: upcast(((_3,_3),_7):((42,_1),_6),8)
    c.err("upcast(((_3,_3),_7):((42,_1),_6),8)");
    // random:seed=20261122
    {
        let r = cute!(upcast(((_6,_1),(_3,_4,_6)):((_24,_1),(_144,_432,_1)),8));
        c.eq(
            "upcast(((_6,_1),(_3,_4,_6)):((_24,_1),(_144,_432,_1)),8)",
            r.to_string(),
            "((_6,_1),(_3,_4,_1)):((_3,_1),(_18,_54,_1))",
        );
        c.runtime(
            "upcast(((_6,_1),(_3,_4,_6)):((_24,_1),(_144,_432,_1)),8)",
            "((_6,_1),(_3,_4,_1)):((_3,_1),(_18,_54,_1))",
        );
        c.zst(
            "upcast(((_6,_1),(_3,_4,_6)):((_24,_1),(_144,_432,_1)),8)",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(upcast(((_7,3),(2,4,_1),3):((18,_6),(_1,126,_1),2),2));
        c.eq(
            "upcast(((_7,3),(2,4,_1),3):((18,_6),(_1,126,_1),2),2)",
            r.to_string(),
            "((_7,3),(1,4,_1),3):((9,_3),(_1,63,_1),1)",
        );
        c.runtime(
            "upcast(((_7,3),(2,4,_1),3):((18,_6),(_1,126,_1),2),2)",
            "((_7,3),(1,4,_1),3):((9,_3),(_1,63,_1),1)",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(upcast((1,_2):(_1,_1),8));
        c.eq("upcast((1,_2):(_1,_1),8)", r.to_string(), "(1,_1):(_1,_1)");
        c.runtime("upcast((1,_2):(_1,_1),8)", "(1,_1):(_1,_1)");
    }
    // random:seed=20261122
    {
        let r = cute!(upcast((4,_3,_6):(_1,_4,12),4));
        c.eq(
            "upcast((4,_3,_6):(_1,_4,12),4)",
            r.to_string(),
            "(1,_3,_6):(_1,_1,3)",
        );
        c.runtime("upcast((4,_3,_6):(_1,_4,12),4)", "(1,_3,_6):(_1,_1,3)");
    }
    // random:seed=20261122
    {
        let r = cute!(upcast((5):(_1),4));
        c.eq("upcast((5):(_1),4)", r.to_string(), "(2):(_1)");
        c.runtime("upcast((5):(_1),4)", "(2):(_1)");
    }
    // random:seed=20261122
    {
        let r = cute!(upcast((6,8):(_1,12),2));
        c.eq("upcast((6,8):(_1,12),2)", r.to_string(), "(3,8):(_1,6)");
        c.runtime("upcast((6,8):(_1,12),2)", "(3,8):(_1,6)");
    }
    // random:seed=20261122
    {
        let r = cute!(upcast((6,_5,_6):(30,_6,_1),2));
        c.eq(
            "upcast((6,_5,_6):(30,_6,_1),2)",
            r.to_string(),
            "(6,_5,_3):(15,_3,_1)",
        );
        c.runtime("upcast((6,_5,_6):(30,_6,_1),2)", "(6,_5,_3):(15,_3,_1)");
    }
    // random:seed=20261122
    {
        let r = cute!(upcast((_1,(_5,_3,_8)):(_8,(_8,_40,_1)),8));
        c.eq(
            "upcast((_1,(_5,_3,_8)):(_8,(_8,_40,_1)),8)",
            r.to_string(),
            "(_1,(_5,_3,_1)):(_1,(_1,_5,_1))",
        );
        c.runtime(
            "upcast((_1,(_5,_3,_8)):(_8,(_8,_40,_1)),8)",
            "(_1,(_5,_3,_1)):(_1,(_1,_5,_1))",
        );
        c.zst(
            "upcast((_1,(_5,_3,_8)):(_8,(_8,_40,_1)),8)",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(upcast((_1,_1):(_1,_1),4));
        c.eq(
            "upcast((_1,_1):(_1,_1),4)",
            r.to_string(),
            "(_1,_1):(_1,_1)",
        );
        c.runtime("upcast((_1,_1):(_1,_1),4)", "(_1,_1):(_1,_1)");
        c.zst("upcast((_1,_1):(_1,_1),4)", core::mem::size_of_val(&r));
    }
    // random:seed=20261122
    {
        let r = cute!(upcast((_3,_5,_4):(_16,_48,_1),2));
        c.eq(
            "upcast((_3,_5,_4):(_16,_48,_1),2)",
            r.to_string(),
            "(_3,_5,_2):(_8,_24,_1)",
        );
        c.runtime(
            "upcast((_3,_5,_4):(_16,_48,_1),2)",
            "(_3,_5,_2):(_8,_24,_1)",
        );
        c.zst(
            "upcast((_3,_5,_4):(_16,_48,_1),2)",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    // expect_error: upcast((_3,_8):(_1,_3),8)
    c.err("upcast((_3,_8):(_1,_3),8)");
    // random:seed=20261122
    {
        let r = cute!(upcast((_4,(1),(_2,_7,_4)):(8,(_8),(_4,_32,_1)),8));
        c.eq(
            "upcast((_4,(1),(_2,_7,_4)):(8,(_8),(_4,_32,_1)),8)",
            r.to_string(),
            "(_4,(1),(_1,_7,_1)):(1,(_1),(_1,_4,_1))",
        );
        c.runtime(
            "upcast((_4,(1),(_2,_7,_4)):(8,(_8),(_4,_32,_1)),8)",
            "(_4,(1),(_1,_7,_1)):(1,(_1),(_1,_4,_1))",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(upcast((_4,1):(_1,_1),2));
        c.eq("upcast((_4,1):(_1,_1),2)", r.to_string(), "(_2,1):(_1,_1)");
        c.runtime("upcast((_4,1):(_1,_1),2)", "(_2,1):(_1,_1)");
    }
    // random:seed=20261122
    {
        let r = cute!(upcast((_4,_8):(_32,_16),2));
        c.eq(
            "upcast((_4,_8):(_32,_16),2)",
            r.to_string(),
            "(_4,_8):(_16,_8)",
        );
        c.runtime("upcast((_4,_8):(_32,_16),2)", "(_4,_8):(_16,_8)");
        c.zst("upcast((_4,_8):(_32,_16),2)", core::mem::size_of_val(&r));
    }
    // random:seed=20261122
    {
        let r = cute!(upcast((_7,(_4,_6)):(_96,(_24,_1)),2));
        c.eq(
            "upcast((_7,(_4,_6)):(_96,(_24,_1)),2)",
            r.to_string(),
            "(_7,(_4,_3)):(_48,(_12,_1))",
        );
        c.runtime(
            "upcast((_7,(_4,_6)):(_96,(_24,_1)),2)",
            "(_7,(_4,_3)):(_48,(_12,_1))",
        );
        c.zst(
            "upcast((_7,(_4,_6)):(_96,(_24,_1)),2)",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    // expect_error: upcast(_8:_3,2)
    c.err("upcast(_8:_3,2)");
    c.done("upcast.jsonl");
}

#[test]
fn zipped_divide() {
    let mut c = Check::default();
    // random:seed=20261122
    {
        let r = cute!(zipped_divide(((3,1),2):((1,1),3),(1):(_1)));
        c.eq(
            "zipped_divide(((3,1),2):((1,1),3),(1):(_1))",
            r.to_string(),
            "(((1,1,1)),(3,1,2)):(((1,1,3)),(1,1,3))",
        );
        c.runtime(
            "zipped_divide(((3,1),2):((1,1),3),(1):(_1))",
            "(((1,1,1)),(3,1,2)):(((1,1,3)),(1,1,3))",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(zipped_divide(((8,8),_3,_1,(7,_7)):((6,6),1,64,(_24,12)),(4,_1):(_1,_4)));
        c.eq(
            "zipped_divide(((8,8),_3,_1,(7,_7)):((6,6),1,64,(_24,12)),(4,_1):(_1,_4))",
            r.to_string(),
            "(((4,1,1,1,1),_1),(2,8,3,7,7)):(((6,6,1,24,12),12),(24,6,1,24,12))",
        );
        c.runtime(
            "zipped_divide(((8,8),_3,_1,(7,_7)):((6,6),1,64,(_24,12)),(4,_1):(_1,_4))",
            "(((4,1,1,1,1),_1),(2,8,3,7,7)):(((6,6,1,24,12),12),(24,6,1,24,12))",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(zipped_divide(((_2,_1,_6),(_7,_7,_3)):((_56,_8,_336),(_2016,_2,_28)),(_2)));
        c.eq(
            "zipped_divide(((_2,_1,_6),(_7,_7,_3)):((_56,_8,_336),(_2016,_2,_28)),(_2))",
            r.to_string(),
            "((_2),(_6,(_7,_7,_3))):((_56),(_336,(_2016,_2,_28)))",
        );
        c.runtime(
            "zipped_divide(((_2,_1,_6),(_7,_7,_3)):((_56,_8,_336),(_2016,_2,_28)),(_2))",
            "((_2),(_6,(_7,_7,_3))):((_56),(_336,(_2016,_2,_28)))",
        );
        c.zst(
            "zipped_divide(((_2,_1,_6),(_7,_7,_3)):((_56,_8,_336),(_2016,_2,_28)),(_2))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    // expect_error: zipped_divide(((_3,_3,7)):((_21,7,_1)),_4:_1)
    c.err("zipped_divide(((_3,_3,7)):((_21,7,_1)),_4:_1)");
    // random:seed=20261122
    {
        let r = cute!(zipped_divide(((_7),_4,_8):((_1),_224,_14),(_7)));
        c.eq(
            "zipped_divide(((_7),_4,_8):((_1),_224,_14),(_7))",
            r.to_string(),
            "((_7),(_1,_4,_8)):((_1),(_0,_224,_14))",
        );
        c.runtime(
            "zipped_divide(((_7),_4,_8):((_1),_224,_14),(_7))",
            "((_7),(_1,_4,_8)):((_1),(_0,_224,_14))",
        );
        c.zst(
            "zipped_divide(((_7),_4,_8):((_1),_224,_14),(_7))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(zipped_divide(((_8,_1),7,(3,_7)):((_49,_7),_1,(_392,_7)),_1176:_1));
        c.eq(
            "zipped_divide(((_8,_1),7,(3,_7)):((_49,_7),_1,(_392,_7)),_1176:_1)",
            r.to_string(),
            "((_8,7,3,7),(1,1,1)):((_49,_1,392,7),(_147,8232,49))",
        );
        c.runtime(
            "zipped_divide(((_8,_1),7,(3,_7)):((_49,_7),_1,(_392,_7)),_1176:_1)",
            "((_8,7,3,7),(1,1,1)):((_49,_1,392,7),(_147,8232,49))",
        );
    }
    // seed:004_393bc61f3669e5cf
    {
        let r = cute!(zipped_divide((2048,2048):(2048,1),(_1,_4)));
        c.eq(
            "zipped_divide((2048,2048):(2048,1),(_1,_4))",
            r.to_string(),
            "((_1,_4),(2048,512)):((_0,1),(2048,4))",
        );
        c.runtime(
            "zipped_divide((2048,2048):(2048,1),(_1,_4))",
            "((_1,_4),(2048,512)):((_0,1),(2048,4))",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(zipped_divide((3,3,5,3):(1,9,27,3),1:_135));
        c.eq(
            "zipped_divide((3,3,5,3):(1,9,27,3),1:_135)",
            r.to_string(),
            "((1,1,1,1),((3,3,5,3),(1,1,1,1))):((135,405,405,9),((1,9,27,3),(135,405,405,9)))",
        );
        c.runtime(
            "zipped_divide((3,3,5,3):(1,9,27,3),1:_135)",
            "((1,1,1,1),((3,3,5,3),(1,1,1,1))):((135,405,405,9),((1,9,27,3),(135,405,405,9)))",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(zipped_divide((3,_8):(_8,_1),(_1,_6:_1)));
        c.eq(
            "zipped_divide((3,_8):(_8,_1),(_1,_6:_1))",
            r.to_string(),
            "((_1,_6),(3,_2)):((_0,_1),(_8,_6))",
        );
        c.runtime(
            "zipped_divide((3,_8):(_8,_1),(_1,_6:_1))",
            "((_1,_6),(3,_2)):((_0,_1),(_8,_6))",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(zipped_divide((5,_1):(_2,1),(5):(_1)));
        c.eq(
            "zipped_divide((5,_1):(_2,1),(5):(_1))",
            r.to_string(),
            "(((5,1)),(1,1)):(((_2,1)),(10,1))",
        );
        c.runtime(
            "zipped_divide((5,_1):(_2,1),(5):(_1))",
            "(((5,1)),(1,1)):(((_2,1)),(10,1))",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(zipped_divide((_1,_7,_6):(84,_2,14),_1:_3));
        c.eq(
            "zipped_divide((_1,_7,_6):(84,_2,14),_1:_3)",
            r.to_string(),
            "(_1,(_7,_6)):(14,(_2,14))",
        );
        c.runtime(
            "zipped_divide((_1,_7,_6):(84,_2,14),_1:_3)",
            "(_1,(_7,_6)):(14,(_2,14))",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(zipped_divide((_2,1):(1,2),2:_1));
        c.eq(
            "zipped_divide((_2,1):(1,2),2:_1)",
            r.to_string(),
            "((2,1),(1,1)):((1,2),(2,2))",
        );
        c.runtime(
            "zipped_divide((_2,1):(1,2),2:_1)",
            "((2,1),(1,1)):((1,2),(2,2))",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(zipped_divide((_2,_6,(_2)):(_12,_8,(_8)),(_7:_1)));
        c.eq(
            "zipped_divide((_2,_6,(_2)):(_12,_8,(_8)),(_7:_1))",
            r.to_string(),
            "((_7),(_1,_6,(_2))):((_12),(_0,_8,(_8)))",
        );
        c.runtime(
            "zipped_divide((_2,_6,(_2)):(_12,_8,(_8)),(_7:_1))",
            "((_7),(_1,_6,(_2))):((_12),(_0,_8,(_8)))",
        );
        c.zst(
            "zipped_divide((_2,_6,(_2)):(_12,_8,(_8)),(_7:_1))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    // expect_error: zipped_divide((_4,(_1,_4),_5):(_5,(_20,_20),_1),(_7,_4):(_4,_1))
    c.err("zipped_divide((_4,(_1,_4),_5):(_5,(_20,_20),_1),(_7,_4):(_4,_1))");
    // random:seed=20261122
    {
        let r = cute!(zipped_divide((_4,_3,(7,_2)):(_42,7,(1,21)),(1)));
        c.eq(
            "zipped_divide((_4,_3,(7,_2)):(_42,7,(1,21)),(1))",
            r.to_string(),
            "((1),(4,_3,(7,_2))):((_42),(42,7,(1,21)))",
        );
        c.runtime(
            "zipped_divide((_4,_3,(7,_2)):(_42,7,(1,21)),(1))",
            "((1),(4,_3,(7,_2))):((_42),(42,7,(1,21)))",
        );
    }
    // random:seed=20261122
    // expect_error: zipped_divide((_4,_5,1,(_6,5)):(150,_6,_1,(_1,_30)),(_7,7):(_32,_2))
    c.err("zipped_divide((_4,_5,1,(_6,5)):(150,_6,_1,(_1,_30)),(_7,7):(_32,_2))");
    // random:seed=20261122
    // expect_error: zipped_divide((_5,_1,_6,_6):(_36,_1,_6,_1),_36:_3)
    c.err("zipped_divide((_5,_1,_6,_6):(_36,_1,_6,_1),_36:_3)");
    // random:seed=20261122
    // expect_error: zipped_divide((_6,(_3,_1)):(_1,(_6,_1)),(_8,_7):(_4,_32))
    c.err("zipped_divide((_6,(_3,_1)):(_1,(_6,_1)),(_8,_7):(_4,_32))");
    // random:seed=20261122
    {
        let r = cute!(zipped_divide((_8,_2,5):(_20,6,_12),4:_4));
        c.eq(
            "zipped_divide((_8,_2,5):(_20,6,_12),4:_4)",
            r.to_string(),
            "((2,2,1),(_4,(1,1,5))):((_80,6,_12),(_20,(320,12,12)))",
        );
        c.runtime(
            "zipped_divide((_8,_2,5):(_20,6,_12),4:_4)",
            "((2,2,1),(_4,(1,1,5))):((_80,6,_12),(_20,(320,12,12)))",
        );
    }
    // cute-doc:02_layout_algebra.md
    {
        let r = cute!(zipped_divide((_9,(_4,_8)):(_59,(_13,_1)),(_3:_3,(_2,_4):(_1,_8))));
        c.eq(
            "zipped_divide((_9,(_4,_8)):(_59,(_13,_1)),(_3:_3,(_2,_4):(_1,_8)))",
            r.to_string(),
            "((_3,(_2,_4)),(_3,(_2,_2))):((_177,(_13,_2)),(_59,(_26,_1)))",
        );
        c.runtime(
            "zipped_divide((_9,(_4,_8)):(_59,(_13,_1)),(_3:_3,(_2,_4):(_1,_8)))",
            "((_3,(_2,_4)),(_3,(_2,_2))):((_177,(_13,_2)),(_59,(_26,_1)))",
        );
        c.zst(
            "zipped_divide((_9,(_4,_8)):(_59,(_13,_1)),(_3:_3,(_2,_4):(_1,_8)))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(zipped_divide(7:_8,((_7):(_1))));
        c.eq(
            "zipped_divide(7:_8,((_7):(_1)))",
            r.to_string(),
            "(((_7)),(1)):(((_8)),(_56))",
        );
        c.runtime(
            "zipped_divide(7:_8,((_7):(_1)))",
            "(((_7)),(1)):(((_8)),(_56))",
        );
    }
    // random:seed=20261122
    {
        let r = cute!(zipped_divide(8:_16,(2):(_1)));
        c.eq(
            "zipped_divide(8:_16,(2):(_1))",
            r.to_string(),
            "((2),4):((_16),32)",
        );
        c.runtime("zipped_divide(8:_16,(2):(_1))", "((2),4):((_16),32)");
    }
    // random:seed=20261122
    {
        let r = cute!(zipped_divide(_8:1,(_1):(_1)));
        c.eq(
            "zipped_divide(_8:1,(_1):(_1))",
            r.to_string(),
            "((_1),_8):((1),1)",
        );
        c.runtime("zipped_divide(_8:1,(_1):(_1))", "((_1),_8):((1),1)");
    }
    c.done("zipped_divide.jsonl");
}

#[test]
fn zipped_product() {
    let mut c = Check::default();
    // random:seed=20261122
    {
        let r = cute!(zipped_product((1):(_1),_5));
        c.eq(
            "zipped_product((1):(_1),_5)",
            r.to_string(),
            "((1),_5):((_1),1)",
        );
        c.runtime("zipped_product((1):(_1),_5)", "((1),_5):((_1),1)");
    }
    // random:seed=20261122
    // expect_error: zipped_product((2,_1):(_6,_4),((_3,_5):(_5,1)))
    c.err("zipped_product((2,_1):(_6,_4),((_3,_5):(_5,1)))");
    // random:seed=20261122
    {
        let r = cute!(zipped_product((2,_1,4):(_4,_4,_1),(_3,_1,4):(_1,1,3)));
        c.eq(
            "zipped_product((2,_1,4):(_4,_4,_1),(_3,_1,4):(_1,1,3))",
            r.to_string(),
            "((2,_1,4),((1,3),_1,(1,4))):((_4,_4,_1),((4,8),8,(12,24)))",
        );
        c.runtime(
            "zipped_product((2,_1,4):(_4,_4,_1),(_3,_1,4):(_1,1,3))",
            "((2,_1,4),((1,3),_1,(1,4))):((_4,_4,_1),((4,8),8,(12,24)))",
        );
    }
    // random:seed=20261122
    // expect_error: zipped_product((3,2):(_2,1),(1:_3))
    c.err("zipped_product((3,2):(_2,1),(1:_3))");
    // random:seed=20261122
    {
        let r = cute!(zipped_product((_1,_2,_4):(_8,_1,_2),_2));
        c.eq(
            "zipped_product((_1,_2,_4):(_8,_1,_2),_2)",
            r.to_string(),
            "((_1,_2,_4),_2):((_8,_1,_2),_8)",
        );
        c.runtime(
            "zipped_product((_1,_2,_4):(_8,_1,_2),_2)",
            "((_1,_2,_4),_2):((_8,_1,_2),_8)",
        );
        c.zst(
            "zipped_product((_1,_2,_4):(_8,_1,_2),_2)",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(zipped_product((_1,_3):(_1,_1),(_2):(_1)));
        c.eq(
            "zipped_product((_1,_3):(_1,_1),(_2):(_1))",
            r.to_string(),
            "((_1,_3),(_2)):((_1,_1),(_3))",
        );
        c.runtime(
            "zipped_product((_1,_3):(_1,_1),(_2):(_1))",
            "((_1,_3),(_2)):((_1,_1),(_3))",
        );
        c.zst(
            "zipped_product((_1,_3):(_1,_1),(_2):(_1))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(zipped_product((_1,_4):(_1,_8),_3:_0));
        c.eq(
            "zipped_product((_1,_4):(_1,_8),_3:_0)",
            r.to_string(),
            "((_1,_4),_3):((_1,_8),_0)",
        );
        c.runtime(
            "zipped_product((_1,_4):(_1,_8),_3:_0)",
            "((_1,_4),_3):((_1,_8),_0)",
        );
        c.zst(
            "zipped_product((_1,_4):(_1,_8),_3:_0)",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    {
        let r = cute!(zipped_product((_1,_4):(_4,_1),(_1)));
        c.eq(
            "zipped_product((_1,_4):(_4,_1),(_1))",
            r.to_string(),
            "((_1),(_1,_4)):((_4),(_0,_1))",
        );
        c.runtime(
            "zipped_product((_1,_4):(_4,_1),(_1))",
            "((_1),(_1,_4)):((_4),(_0,_1))",
        );
        c.zst(
            "zipped_product((_1,_4):(_4,_1),(_1))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122+cute-accepts-inadmissible
    // expect_error: zipped_product((_4):(_3),((_2,_2):(_2,_1)))
    c.err("zipped_product((_4):(_3),((_2,_2):(_2,_1)))");
    // random:seed=20261122
    {
        let r = cute!(zipped_product(4:_64,_4));
        c.eq("zipped_product(4:_64,_4)", r.to_string(), "(4,_4):(_64,_1)");
        c.runtime("zipped_product(4:_64,_4)", "(4,_4):(_64,_1)");
    }
    // random:seed=20261122
    {
        let r = cute!(zipped_product(_1:_1,(_2,_2,_4):(_1,_2,_4)));
        c.eq(
            "zipped_product(_1:_1,(_2,_2,_4):(_1,_2,_4))",
            r.to_string(),
            "(_1,(_2,_2,_4)):(_1,(_1,_2,_4))",
        );
        c.runtime(
            "zipped_product(_1:_1,(_2,_2,_4):(_1,_2,_4))",
            "(_1,(_2,_2,_4)):(_1,(_1,_2,_4))",
        );
        c.zst(
            "zipped_product(_1:_1,(_2,_2,_4):(_1,_2,_4))",
            core::mem::size_of_val(&r),
        );
    }
    // random:seed=20261122
    // expect_error: zipped_product(_4:_2,_3)
    c.err("zipped_product(_4:_2,_3)");
    c.done("zipped_product.jsonl");
}

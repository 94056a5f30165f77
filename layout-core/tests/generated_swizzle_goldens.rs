// THIS IS GENERATED CODE by layout-core/tests/gen/swizzle_goldens.py: do not edit by hand.
// Golden cases of ../shared/oracle-cpp-kernel on swizzles and composed layouts, built as typed
// (static, zero-sized) values: printed form and evaluation must equal what CuTe printed.
#![allow(clippy::all)]

use layout_core::prelude::*;
use layout_core::{coord, layout, tile};

/// Collects the failures, so a run reports all of them.
#[derive(Default)]
struct Check(Vec<String>, usize);
impl Check {
    fn show<T: core::fmt::Display>(&mut self, expr: &str, got: T, want: &str) {
        self.1 += 1;
        if core::mem::size_of_val(&got) != 0 {
            self.0
                .push(format!("{expr}: a static result must be zero-sized"));
        }
        let got = got.to_string();
        if got != want {
            self.0
                .push(format!("{expr}\n   got: {got}\n  want: {want}"));
        }
    }
    fn value(&mut self, expr: &str, got: i32, want: i32) {
        self.1 += 1;
        if got != want {
            self.0
                .push(format!("{expr}\n   got: {got}\n  want: {want}"));
        }
    }
}

#[test]
fn swizzle_goldens_typed() {
    let mut k = Check::default();
    // composition-swizzle.jsonl:10
    k.show(
        "composition(Sw<0,0,1>,(_8,(_8,_8)):(_8,(_1,_64)))",
        compose_swizzle(
            Swizzle::<_0, _0, _1>::new(),
            layout!((_8,(_8,_8)):(_8,(_1,_64))),
        ),
        "(_8,(_8,_8)):(_8,(_1,_64))",
    );
    // composition-swizzle.jsonl:11
    k.show(
        "composition(Sw<0,0,1>,(_8,_32):(_32,_1))",
        compose_swizzle(Swizzle::<_0, _0, _1>::new(), layout!((_8,_32):(_32,_1))),
        "(_8,_32):(_32,_1)",
    );
    // composition-swizzle.jsonl:12
    k.show(
        "composition(Sw<0,0,1>,_32:_1)",
        compose_swizzle(Swizzle::<_0, _0, _1>::new(), layout!(_32:_1)),
        "_32:_1",
    );
    // composition-swizzle.jsonl:14
    k.show(
        "composition(Sw<0,0,2>,(_2,_32):(_32,_1))",
        compose_swizzle(Swizzle::<_0, _0, _2>::new(), layout!((_2,_32):(_32,_1))),
        "(_2,_32):(_32,_1)",
    );
    // composition-swizzle.jsonl:15
    k.show(
        "composition(Sw<0,0,2>,(_8,_16):(_16,_1))",
        compose_swizzle(Swizzle::<_0, _0, _2>::new(), layout!((_8,_16):(_16,_1))),
        "(_8,_16):(_16,_1)",
    );
    // composition-swizzle.jsonl:16
    k.show(
        "composition(Sw<0,0,2>,(_8,_64):(_64,_1))",
        compose_swizzle(Swizzle::<_0, _0, _2>::new(), layout!((_8,_64):(_64,_1))),
        "(_8,_64):(_64,_1)",
    );
    // composition-swizzle.jsonl:17
    k.show(
        "composition(Sw<0,0,3>,(_64,_8):(_1,_64))",
        compose_swizzle(Swizzle::<_0, _0, _3>::new(), layout!((_64,_8):(_1,_64))),
        "(_64,_8):(_1,_64)",
    );
    // composition-swizzle.jsonl:18
    k.show(
        "composition(Sw<0,0,4>,(_32,_32):(_32,_1))",
        compose_swizzle(Swizzle::<_0, _0, _4>::new(), layout!((_32,_32):(_32,_1))),
        "(_32,_32):(_32,_1)",
    );
    // composition-swizzle.jsonl:20
    k.show(
        "composition(Sw<0,1,3>,(_8,_64):(_64,_1))",
        compose_swizzle(Swizzle::<_0, _1, _3>::new(), layout!((_8,_64):(_64,_1))),
        "(_8,_64):(_64,_1)",
    );
    // composition-swizzle.jsonl:21
    k.show(
        "composition(Sw<0,2,1>,(_8,(_8,_8)):(_8,(_1,_64)))",
        compose_swizzle(
            Swizzle::<_0, _2, _1>::new(),
            layout!((_8,(_8,_8)):(_8,(_1,_64))),
        ),
        "(_8,(_8,_8)):(_8,(_1,_64))",
    );
    // composition-swizzle.jsonl:22
    k.show(
        "composition(Sw<0,2,3>,((_4,_4)):((_4,_1)))",
        compose_swizzle(Swizzle::<_0, _2, _3>::new(), layout!(((_4,_4)):((_4,_1)))),
        "((_4,_4)):((_4,_1))",
    );
    // composition-swizzle.jsonl:23
    k.show(
        "composition(Sw<0,3,2>,(_16,_64):(_64,_1))",
        compose_swizzle(Swizzle::<_0, _3, _2>::new(), layout!((_16,_64):(_64,_1))),
        "(_16,_64):(_64,_1)",
    );
    // composition-swizzle.jsonl:24
    k.show(
        "composition(Sw<0,3,3>,(_32,_32):(_32,_1))",
        compose_swizzle(Swizzle::<_0, _3, _3>::new(), layout!((_32,_32):(_32,_1))),
        "(_32,_32):(_32,_1)",
    );
    // composition-swizzle.jsonl:25
    k.show(
        "composition(Sw<0,4,1>,(_8,_32):(_32,_1))",
        compose_swizzle(Swizzle::<_0, _4, _1>::new(), layout!((_8,_32):(_32,_1))),
        "(_8,_32):(_32,_1)",
    );
    // composition-swizzle.jsonl:26
    k.show(
        "composition(Sw<0,4,3> o smem_ptr[8b](unset) o (_16,_8):(_1,_16),(_16))",
        composition(
            layout!(Sw<0,4,3> o smem_ptr[8b](unset) o (_16,_8):(_1,_16)),
            tile!((_16)),
        ),
        "Sw<0,4,3> o smem_ptr[8b](unset) o (_16):(_1)",
    );
    // composition-swizzle.jsonl:27
    k.show(
        "composition(Sw<0,4,3>,(_16,_64):(_64,_1))",
        compose_swizzle(Swizzle::<_0, _4, _3>::new(), layout!((_16,_64):(_64,_1))),
        "(_16,_64):(_64,_1)",
    );
    // composition-swizzle.jsonl:29
    k.show(
        "composition(Sw<0,4,4>,(_32,_32):(_32,_1))",
        compose_swizzle(Swizzle::<_0, _4, _4>::new(), layout!((_32,_32):(_32,_1))),
        "(_32,_32):(_32,_1)",
    );
    // composition-swizzle.jsonl:30
    k.show(
        "composition(Sw<1,0,1>,(_8,_16):(_16,_1))",
        compose_swizzle(Swizzle::<_1, _0, _1>::new(), layout!((_8,_16):(_16,_1))),
        "Sw<1,0,1> o _0 o (_8,_16):(_16,_1)",
    );
    // composition-swizzle.jsonl:31
    k.show(
        "composition(Sw<1,0,2>,(_8,(_8,_8)):(_8,(_1,_64)))",
        compose_swizzle(
            Swizzle::<_1, _0, _2>::new(),
            layout!((_8,(_8,_8)):(_8,(_1,_64))),
        ),
        "Sw<1,0,2> o _0 o (_8,(_8,_8)):(_8,(_1,_64))",
    );
    // composition-swizzle.jsonl:32
    k.show(
        "composition(Sw<1,0,4>,(_4,_32):(_32,_1))",
        compose_swizzle(Swizzle::<_1, _0, _4>::new(), layout!((_4,_32):(_32,_1))),
        "Sw<1,0,4> o _0 o (_4,_32):(_32,_1)",
    );
    // composition-swizzle.jsonl:34
    k.show(
        "composition(Sw<1,1,2>,(_2,_8):(_8,_1))",
        compose_swizzle(Swizzle::<_1, _1, _2>::new(), layout!((_2,_8):(_8,_1))),
        "Sw<1,1,2> o _0 o (_2,_8):(_8,_1)",
    );
    // composition-swizzle.jsonl:35
    k.show(
        "composition(Sw<1,1,2>,(_8,_64):(_64,_1))",
        compose_swizzle(Swizzle::<_1, _1, _2>::new(), layout!((_8,_64):(_64,_1))),
        "Sw<1,1,2> o _0 o (_8,_64):(_64,_1)",
    );
    // composition-swizzle.jsonl:36
    k.show(
        "composition(Sw<1,1,3> o _0 o (_64,_8):(_1,_64),_32:_8)",
        composition(layout!(Sw<1,1,3> o _0 o (_64,_8):(_1,_64)), layout!(_32:_8)),
        "Sw<1,1,3> o _0 o _32:_8",
    );
    // composition-swizzle.jsonl:37
    k.show(
        "composition(Sw<1,1,3>,(_16,_64):(_64,_1))",
        compose_swizzle(Swizzle::<_1, _1, _3>::new(), layout!((_16,_64):(_64,_1))),
        "Sw<1,1,3> o _0 o (_16,_64):(_64,_1)",
    );
    // composition-swizzle.jsonl:38
    k.show(
        "composition(Sw<1,1,3>,(_64,_8):(_1,_64))",
        compose_swizzle(Swizzle::<_1, _1, _3>::new(), layout!((_64,_8):(_1,_64))),
        "Sw<1,1,3> o _0 o (_64,_8):(_1,_64)",
    );
    // composition-swizzle.jsonl:39
    k.show(
        "composition(Sw<1,1,4> o _0 o (_8,_32):(_32,_1),(_4:_1,_32:_1))",
        composition(
            layout!(Sw<1,1,4> o _0 o (_8,_32):(_32,_1)),
            tile!((_4:_1,_32:_1)),
        ),
        "Sw<1,1,4> o _0 o (_4,_32):(_32,_1)",
    );
    // composition-swizzle.jsonl:41
    k.show(
        "composition(Sw<1,2,1>,(_4,_32):(_32,_1))",
        compose_swizzle(Swizzle::<_1, _2, _1>::new(), layout!((_4,_32):(_32,_1))),
        "Sw<1,2,1> o _0 o (_4,_32):(_32,_1)",
    );
    // composition-swizzle.jsonl:42
    k.show(
        "composition(Sw<1,2,1>,(_8,(_8,_4)):(_64,(_8,_1)))",
        compose_swizzle(
            Swizzle::<_1, _2, _1>::new(),
            layout!((_8,(_8,_4)):(_64,(_8,_1))),
        ),
        "Sw<1,2,1> o _0 o (_8,(_8,_4)):(_64,(_8,_1))",
    );
    // composition-swizzle.jsonl:44
    k.show(
        "composition(Sw<1,3,1>,(_64):(_1))",
        compose_swizzle(Swizzle::<_1, _3, _1>::new(), layout!((_64):(_1))),
        "Sw<1,3,1> o _0 o (_64):(_1)",
    );
    // composition-swizzle.jsonl:46
    k.show(
        "composition(Sw<1,3,2>,((_4,_8),_8):((_1,_4),_32))",
        compose_swizzle(
            Swizzle::<_1, _3, _2>::new(),
            layout!(((_4,_8),_8):((_1,_4),_32)),
        ),
        "Sw<1,3,2> o _0 o ((_4,_8),_8):((_1,_4),_32)",
    );
    // composition-swizzle.jsonl:48
    k.show(
        "composition(Sw<1,3,3>,(_2,_2,_64):(_128,_64,_1))",
        compose_swizzle(
            Swizzle::<_1, _3, _3>::new(),
            layout!((_2,_2,_64):(_128,_64,_1)),
        ),
        "Sw<1,3,3> o _0 o (_2,_2,_64):(_128,_64,_1)",
    );
    // composition-swizzle.jsonl:49
    k.show(
        "composition(Sw<1,3,3>,(_64,_8):(_1,_64))",
        compose_swizzle(Swizzle::<_1, _3, _3>::new(), layout!((_64,_8):(_1,_64))),
        "Sw<1,3,3> o _0 o (_64,_8):(_1,_64)",
    );
    // composition-swizzle.jsonl:50
    k.show(
        "composition(Sw<1,3,4>,(_8,_32):(_32,_1))",
        compose_swizzle(Swizzle::<_1, _3, _4>::new(), layout!((_8,_32):(_32,_1))),
        "Sw<1,3,4> o _0 o (_8,_32):(_32,_1)",
    );
    // composition-swizzle.jsonl:51
    k.show(
        "composition(Sw<1,4,1>,(_8,_16):(_16,_1))",
        compose_swizzle(Swizzle::<_1, _4, _1>::new(), layout!((_8,_16):(_16,_1))),
        "Sw<1,4,1> o _0 o (_8,_16):(_16,_1)",
    );
    // composition-swizzle.jsonl:52
    k.show(
        "composition(Sw<1,4,3> o _0 o (_8,_64):(_64,_1),(_1,_1))",
        composition(layout!(Sw<1,4,3> o _0 o (_8,_64):(_64,_1)), tile!((_1, _1))),
        "Sw<1,4,3> o _0 o (_1,_1):(_64,_1)",
    );
    // composition-swizzle.jsonl:53
    k.show(
        "composition(Sw<1,4,3>,(_32,_32):(_32,_1))",
        compose_swizzle(Swizzle::<_1, _4, _3>::new(), layout!((_32,_32):(_32,_1))),
        "Sw<1,4,3> o _0 o (_32,_32):(_32,_1)",
    );
    // composition-swizzle.jsonl:54
    k.show(
        "composition(Sw<1,4,4> o _0 o (_64,_8):(_1,_64),_256:_1)",
        composition(
            layout!(Sw<1,4,4> o _0 o (_64,_8):(_1,_64)),
            layout!(_256:_1),
        ),
        "Sw<1,4,4> o _0 o _256:_1",
    );
    // composition-swizzle.jsonl:55
    k.show(
        "composition(Sw<1,4,4>,(_64,_8):(_1,_64))",
        compose_swizzle(Swizzle::<_1, _4, _4>::new(), layout!((_64,_8):(_1,_64))),
        "Sw<1,4,4> o _0 o (_64,_8):(_1,_64)",
    );
    // composition-swizzle.jsonl:56
    k.show(
        "composition(Sw<2,0,2> o _0 o (_8,_32):(_32,_1),(_1,_32:_1))",
        composition(
            layout!(Sw<2,0,2> o _0 o (_8,_32):(_32,_1)),
            tile!((_1,_32:_1)),
        ),
        "Sw<2,0,2> o _0 o (_1,_32):(_32,_1)",
    );
    // composition-swizzle.jsonl:57
    k.show(
        "composition(Sw<2,0,3>,(_8,_16):(_16,_1))",
        compose_swizzle(Swizzle::<_2, _0, _3>::new(), layout!((_8,_16):(_16,_1))),
        "Sw<2,0,3> o _0 o (_8,_16):(_16,_1)",
    );
    // composition-swizzle.jsonl:58
    k.show(
        "composition(Sw<2,0,4> o _0 o (_16,_64):(_64,_1),(_8))",
        composition(layout!(Sw<2,0,4> o _0 o (_16,_64):(_64,_1)), tile!((_8))),
        "Sw<2,0,4> o _0 o (_8):(_64)",
    );
    // composition-swizzle.jsonl:59
    k.show(
        "composition(Sw<2,0,4>,(_16,_64):(_64,_1))",
        compose_swizzle(Swizzle::<_2, _0, _4>::new(), layout!((_16,_64):(_64,_1))),
        "Sw<2,0,4> o _0 o (_16,_64):(_64,_1)",
    );
    // composition-swizzle.jsonl:60
    k.show(
        "composition(Sw<2,1,4> o _0 o (_8,(_8,_8)):(_8,(_1,_64)),_256:_2)",
        composition(
            layout!(Sw<2,1,4> o _0 o (_8,(_8,_8)):(_8,(_1,_64))),
            layout!(_256:_2),
        ),
        "Sw<2,1,4> o _0 o (_4,_8,_8):(_16,_1,_64)",
    );
    // composition-swizzle.jsonl:61
    k.show(
        "composition(Sw<2,2,2> o _0 o ((_8,_2),_8):((_32,_16),_1),_8:_4)",
        composition(
            layout!(Sw<2,2,2> o _0 o ((_8,_2),_8):((_32,_16),_1)),
            layout!(_8:_4),
        ),
        "Sw<2,2,2> o _0 o (_2,_2,_2):(_128,_16,_1)",
    );
    // composition-swizzle.jsonl:63
    k.show(
        "composition(Sw<2,2,2> o _0 o (_32,_32):(_32,_1),(_1,_32))",
        composition(
            layout!(Sw<2,2,2> o _0 o (_32,_32):(_32,_1)),
            tile!((_1, _32)),
        ),
        "Sw<2,2,2> o _0 o (_1,_32):(_32,_1)",
    );
    // composition-swizzle.jsonl:64
    k.show(
        "composition(Sw<2,2,2>,(_8,_64):(_64,_1))",
        compose_swizzle(Swizzle::<_2, _2, _2>::new(), layout!((_8,_64):(_64,_1))),
        "Sw<2,2,2> o _0 o (_8,_64):(_64,_1)",
    );
    // composition-swizzle.jsonl:65
    k.show(
        "composition(Sw<2,2,3>,(_4,_32):(_32,_1))",
        compose_swizzle(Swizzle::<_2, _2, _3>::new(), layout!((_4,_32):(_32,_1))),
        "Sw<2,2,3> o _0 o (_4,_32):(_32,_1)",
    );
    // composition-swizzle.jsonl:66
    k.show(
        "composition(Sw<2,2,4> o _0 o (_8,_4):(_1,_8),_1:_1)",
        composition(layout!(Sw<2,2,4> o _0 o (_8,_4):(_1,_8)), layout!(_1:_1)),
        "Sw<2,2,4> o _0 o _1:_1",
    );
    // composition-swizzle.jsonl:68
    k.show(
        "composition(Sw<2,3,2> o _0 o (_8,_16):(_16,_1),_2:_32)",
        composition(layout!(Sw<2,3,2> o _0 o (_8,_16):(_16,_1)), layout!(_2:_32)),
        "Sw<2,3,2> o _0 o _2:_4",
    );
    // composition-swizzle.jsonl:69
    k.show(
        "composition(Sw<2,3,2>,(_8,_16):(_16,_1))",
        compose_swizzle(Swizzle::<_2, _3, _2>::new(), layout!((_8,_16):(_16,_1))),
        "Sw<2,3,2> o _0 o (_8,_16):(_16,_1)",
    );
    // composition-swizzle.jsonl:70
    k.show(
        "composition(Sw<2,3,3> o _0 o (_16,_64):(_64,_1),_64:_4)",
        composition(
            layout!(Sw<2,3,3> o _0 o (_16,_64):(_64,_1)),
            layout!(_64:_4),
        ),
        "Sw<2,3,3> o _0 o (_4,_16):(_256,_1)",
    );
    // composition-swizzle.jsonl:71
    k.show(
        "composition(Sw<2,3,3>,(_16,_64):(_64,_1))",
        compose_swizzle(Swizzle::<_2, _3, _3>::new(), layout!((_16,_64):(_64,_1))),
        "Sw<2,3,3> o _0 o (_16,_64):(_64,_1)",
    );
    // composition-swizzle.jsonl:72
    k.show(
        "composition(Sw<2,3,4>,(_8,_32):(_32,_1))",
        compose_swizzle(Swizzle::<_2, _3, _4>::new(), layout!((_8,_32):(_32,_1))),
        "Sw<2,3,4> o _0 o (_8,_32):(_32,_1)",
    );
    // composition-swizzle.jsonl:73
    k.show(
        "composition(Sw<2,4,2>,(_64,_2):(_1,_64))",
        compose_swizzle(Swizzle::<_2, _4, _2>::new(), layout!((_64,_2):(_1,_64))),
        "Sw<2,4,2> o _0 o (_64,_2):(_1,_64)",
    );
    // composition-swizzle.jsonl:74
    k.show(
        "composition(Sw<2,4,3> o smem_ptr[8b](unset) o (_64,_8):(_1,_64),_2:_1)",
        composition(
            layout!(Sw<2,4,3> o smem_ptr[8b](unset) o (_64,_8):(_1,_64)),
            layout!(_2:_1),
        ),
        "Sw<2,4,3> o smem_ptr[8b](unset) o _2:_1",
    );
    // composition-swizzle.jsonl:75
    k.show(
        "composition(Sw<2,4,3> o smem_ptr[8b](unset) o (_8,_64):(_64,_1),_8:_2)",
        composition(
            layout!(Sw<2,4,3> o smem_ptr[8b](unset) o (_8,_64):(_64,_1)),
            layout!(_8:_2),
        ),
        "Sw<2,4,3> o smem_ptr[8b](unset) o (_4,_2):(_128,_1)",
    );
    // composition-swizzle.jsonl:76
    k.show(
        "composition(Sw<2,4,4> o _0 o ((_8,_4),(_8,_2)):((_8,_64),(_1,_256)),_64:_2)",
        composition(
            layout!(Sw<2,4,4> o _0 o ((_8,_4),(_8,_2)):((_8,_64),(_1,_256))),
            layout!(_64:_2),
        ),
        "Sw<2,4,4> o _0 o (_16,_4):(_16,_1)",
    );
    // composition-swizzle.jsonl:77
    k.show(
        "composition(Sw<3,1,3>,(_8,_64):(_64,_1))",
        compose_swizzle(Swizzle::<_3, _1, _3>::new(), layout!((_8,_64):(_64,_1))),
        "Sw<3,1,3> o _0 o (_8,_64):(_64,_1)",
    );
    // composition-swizzle.jsonl:80
    k.show(
        "composition(Sw<3,1,4>,(_16,_64):(_64,_1))",
        compose_swizzle(Swizzle::<_3, _1, _4>::new(), layout!((_16,_64):(_64,_1))),
        "Sw<3,1,4> o _0 o (_16,_64):(_64,_1)",
    );
    // composition-swizzle.jsonl:81
    k.show(
        "composition(Sw<3,1,4>,(_64,_8):(_1,_64))",
        compose_swizzle(Swizzle::<_3, _1, _4>::new(), layout!((_64,_8):(_1,_64))),
        "Sw<3,1,4> o _0 o (_64,_8):(_1,_64)",
    );
    // composition-swizzle.jsonl:82
    k.show(
        "composition(Sw<3,2,3>,(_16,_2,(_8,_4)):(_1,_16,(_32,_256)))",
        compose_swizzle(
            Swizzle::<_3, _2, _3>::new(),
            layout!((_16,_2,(_8,_4)):(_1,_16,(_32,_256))),
        ),
        "Sw<3,2,3> o _0 o (_16,_2,(_8,_4)):(_1,_16,(_32,_256))",
    );
    // composition-swizzle.jsonl:83
    k.show(
        "composition(Sw<3,2,3>,(_8,_32):(_32,_1))",
        compose_swizzle(Swizzle::<_3, _2, _3>::new(), layout!((_8,_32):(_32,_1))),
        "Sw<3,2,3> o _0 o (_8,_32):(_32,_1)",
    );
    // composition-swizzle.jsonl:84
    k.show(
        "composition(Sw<3,2,4>,(_4,_32):(_32,_1))",
        compose_swizzle(Swizzle::<_3, _2, _4>::new(), layout!((_4,_32):(_32,_1))),
        "Sw<3,2,4> o _0 o (_4,_32):(_32,_1)",
    );
    // composition-swizzle.jsonl:85
    k.show(
        "composition(Sw<3,2,4>,(_8,_16):(_16,_1))",
        compose_swizzle(Swizzle::<_3, _2, _4>::new(), layout!((_8,_16):(_16,_1))),
        "Sw<3,2,4> o _0 o (_8,_16):(_16,_1)",
    );
    // composition-swizzle.jsonl:87
    k.show(
        "composition(Sw<3,3,3> o _0 o (_16,_64):(_64,_1),(_8:_1))",
        composition(layout!(Sw<3,3,3> o _0 o (_16,_64):(_64,_1)), tile!((_8:_1))),
        "Sw<3,3,3> o _0 o (_8):(_64)",
    );
    // composition-swizzle.jsonl:88
    k.show(
        "composition(Sw<3,4,3> o _0 o (_64,_8):(_1,_64),_512:_1)",
        composition(
            layout!(Sw<3,4,3> o _0 o (_64,_8):(_1,_64)),
            layout!(_512:_1),
        ),
        "Sw<3,4,3> o _0 o _512:_1",
    );
    // composition-swizzle.jsonl:89
    k.show(
        "composition(Sw<3,4,3>,(_64,_8):(_1,_64))",
        compose_swizzle(Swizzle::<_3, _4, _3>::new(), layout!((_64,_8):(_1,_64))),
        "Sw<3,4,3> o _0 o (_64,_8):(_1,_64)",
    );
    // composition-swizzle.jsonl:90
    k.show(
        "composition(Sw<3,4,4>,(_8,(_8,_8)):(_8,(_1,_64)))",
        compose_swizzle(
            Swizzle::<_3, _4, _4>::new(),
            layout!((_8,(_8,_8)):(_8,(_1,_64))),
        ),
        "Sw<3,4,4> o _0 o (_8,(_8,_8)):(_8,(_1,_64))",
    );
    // eval-swizzle.jsonl:1
    k.value(
        "eval(GMMA::Layout_K_INTER_Atom<float>,(_5,_2))",
        GmmaLayoutKInterAtom::<_32>::default().call(coord!((_5, _2))),
        22,
    );
    // eval-swizzle.jsonl:2
    k.value(
        "eval(GMMA::Layout_K_INTER_Atom<half_t>,(3,_4))",
        GmmaLayoutKInterAtom::<_16>::default().call(coord!((3, _4))),
        28,
    );
    // eval-swizzle.jsonl:3
    k.value(
        "eval(GMMA::Layout_K_INTER_Atom<uint8_t>,_118)",
        GmmaLayoutKInterAtom::<_8>::default().call(coord!(_118)),
        110,
    );
    // eval-swizzle.jsonl:4
    k.value(
        "eval(GMMA::Layout_K_SW128_Atom<half_t>,(_5,56))",
        GmmaLayoutKSw128Atom::<_16>::default().call(coord!((_5, 56))),
        344,
    );
    // eval-swizzle.jsonl:5
    k.value(
        "eval(GMMA::Layout_K_SW128_Atom<half_t>,_377)",
        GmmaLayoutKSw128Atom::<_16>::default().call(coord!(_377)),
        111,
    );
    // eval-swizzle.jsonl:6
    k.value(
        "eval(GMMA::Layout_K_SW128_Atom<uint8_t>,_7)",
        GmmaLayoutKSw128Atom::<_8>::default().call(coord!(_7)),
        1008,
    );
    // eval-swizzle.jsonl:7
    k.value(
        "eval(GMMA::Layout_K_SW32_Atom<float>,(2,6))",
        GmmaLayoutKSw32Atom::<_32>::default().call(coord!((2, 6))),
        22,
    );
    // eval-swizzle.jsonl:8
    k.value(
        "eval(GMMA::Layout_K_SW32_Atom<half_t>,(_1,_9))",
        GmmaLayoutKSw32Atom::<_16>::default().call(coord!((_1, _9))),
        25,
    );
    // eval-swizzle.jsonl:9
    k.value(
        "eval(GMMA::Layout_K_SW32_Atom<uint8_t>,(7,_11))",
        GmmaLayoutKSw32Atom::<_8>::default().call(coord!((7, _11))),
        251,
    );
    // eval-swizzle.jsonl:10
    k.value(
        "eval(GMMA::Layout_K_SW64_Atom<uint8_t>,(_1,7))",
        GmmaLayoutKSw64Atom::<_8>::default().call(coord!((_1, 7))),
        71,
    );
    // eval-swizzle.jsonl:11
    k.value(
        "eval(GMMA::Layout_MN_INTER_Atom<float>,(_2,1))",
        GmmaLayoutMnInterAtom::<_32>::default().call(coord!((_2, 1))),
        6,
    );
    // eval-swizzle.jsonl:12
    k.value(
        "eval(GMMA::Layout_MN_INTER_Atom<uint8_t>,(12,0))",
        GmmaLayoutMnInterAtom::<_8>::default().call(coord!((12, 0))),
        12,
    );
    // eval-swizzle.jsonl:13
    k.value(
        "eval(GMMA::Layout_MN_SW128_Atom<float>,(23,_7))",
        GmmaLayoutMnSw128Atom::<_32>::default().call(coord!((23, _7))),
        231,
    );
    // eval-swizzle.jsonl:14
    k.value(
        "eval(GMMA::Layout_MN_SW128_Atom<float>,(29,5))",
        GmmaLayoutMnSw128Atom::<_32>::default().call(coord!((29, 5))),
        173,
    );
    // eval-swizzle.jsonl:15
    k.value(
        "eval(GMMA::Layout_MN_SW128_Atom<float>,_244)",
        GmmaLayoutMnSw128Atom::<_32>::default().call(coord!(_244)),
        228,
    );
    // eval-swizzle.jsonl:17
    k.value(
        "eval(GMMA::Layout_MN_SW128_Atom<uint8_t>,(6,5))",
        GmmaLayoutMnSw128Atom::<_8>::default().call(coord!((6, 5))),
        726,
    );
    // eval-swizzle.jsonl:18
    k.value(
        "eval(GMMA::Layout_MN_SW32_Atom<float>,(_4,_4))",
        GmmaLayoutMnSw32Atom::<_32>::default().call(coord!((_4, _4))),
        36,
    );
    // eval-swizzle.jsonl:19
    k.value(
        "eval(GMMA::Layout_MN_SW32_Atom<half_t>,(1,6))",
        GmmaLayoutMnSw32Atom::<_16>::default().call(coord!((1, 6))),
        97,
    );
    // eval-swizzle.jsonl:21
    k.value(
        "eval(GMMA::Layout_MN_SW32_Atom<half_t>,_18)",
        GmmaLayoutMnSw32Atom::<_16>::default().call(coord!(_18)),
        18,
    );
    // eval-swizzle.jsonl:22
    k.value(
        "eval(GMMA::Layout_MN_SW64_Atom<float>,(6,3))",
        GmmaLayoutMnSw64Atom::<_32>::default().call(coord!((6, 3))),
        54,
    );
    // eval-swizzle.jsonl:23
    k.value(
        "eval(GMMA::Layout_MN_SW64_Atom<float>,_12)",
        GmmaLayoutMnSw64Atom::<_32>::default().call(coord!(_12)),
        12,
    );
    // eval-swizzle.jsonl:24
    k.value(
        "eval(GMMA::Layout_MN_SW64_Atom<half_t>,_158)",
        GmmaLayoutMnSw64Atom::<_16>::default().call(coord!(_158)),
        142,
    );
    // eval-swizzle.jsonl:25
    k.value(
        "eval(GMMA::Layout_MN_SW64_Atom<uint8_t>,(30,5))",
        GmmaLayoutMnSw64Atom::<_8>::default().call(coord!((30, 5))),
        382,
    );
    // eval-swizzle.jsonl:26
    k.value(
        "eval(GMMA::Layout_MN_SW64_Atom<uint8_t>,(49,_4))",
        GmmaLayoutMnSw64Atom::<_8>::default().call(coord!((49, _4))),
        273,
    );
    // eval-swizzle.jsonl:27
    k.value(
        "eval(GMMA::Layout_MN_SW64_Atom<uint8_t>,_316)",
        GmmaLayoutMnSw64Atom::<_8>::default().call(coord!(_316)),
        284,
    );
    // eval-swizzle.jsonl:28
    k.value(
        "eval(Sw<0,4,3> o smem_ptr[16b](unset) o (_8,_8):(_8,_1),(6,1))",
        layout!(Sw<0,4,3> o smem_ptr[16b](unset) o (_8,_8):(_8,_1)).call(coord!((6, 1))),
        49,
    );
    // eval-swizzle.jsonl:29
    k.value(
        "eval(Sw<0,4,3> o smem_ptr[32b](unset) o (_4,_8):(_1,_4),28)",
        layout!(Sw<0,4,3> o smem_ptr[32b](unset) o (_4,_8):(_1,_4)).call(coord!(28)),
        28,
    );
    // eval-swizzle.jsonl:30
    k.value(
        "eval(Sw<0,4,3> o smem_ptr[8b](unset) o (_16,_8):(_1,_16),_74)",
        layout!(Sw<0,4,3> o smem_ptr[8b](unset) o (_16,_8):(_1,_16)).call(coord!(_74)),
        74,
    );
    // eval-swizzle.jsonl:31
    k.value(
        "eval(Sw<1,0,1> o _0 o (_16,_4):(_1,_16),(14,1))",
        layout!(Sw<1,0,1> o _0 o (_16,_4):(_1,_16)).call(coord!((14, 1))),
        31,
    );
    // eval-swizzle.jsonl:32
    k.value(
        "eval(Sw<1,0,1> o _0 o (_16,_4):(_1,_16),_51)",
        layout!(Sw<1,0,1> o _0 o (_16,_4):(_1,_16)).call(coord!(_51)),
        50,
    );
    // eval-swizzle.jsonl:33
    k.value(
        "eval(Sw<1,0,1> o _0 o (_4,_32):(_32,_1),_43)",
        layout!(Sw<1,0,1> o _0 o (_4,_32):(_32,_1)).call(coord!(_43)),
        107,
    );
    // eval-swizzle.jsonl:34
    k.value(
        "eval(Sw<1,0,1> o _0 o (_8,_16):(_16,_1),_57)",
        layout!(Sw<1,0,1> o _0 o (_8,_16):(_16,_1)).call(coord!(_57)),
        22,
    );
    // eval-swizzle.jsonl:35
    k.value(
        "eval(Sw<1,0,2> o _0 o (_8,(_8,_8)):(_8,(_1,_64)),(5,(5,4)))",
        layout!(Sw<1,0,2> o _0 o (_8,(_8,_8)):(_8,(_1,_64))).call(coord!((5, (5, 4)))),
        300,
    );
    // eval-swizzle.jsonl:36
    k.value(
        "eval(Sw<1,0,2> o _0 o _3:_1,0)",
        layout!(Sw<1,0,2> o _0 o _3:_1).call(coord!(0)),
        0,
    );
    // eval-swizzle.jsonl:37
    k.value(
        "eval(Sw<1,0,2> o _0 o _3:_1,2)",
        layout!(Sw<1,0,2> o _0 o _3:_1).call(coord!(2)),
        2,
    );
    // eval-swizzle.jsonl:39
    k.value(
        "eval(Sw<1,0,3> o _0 o (_2,_64):(_64,_1),61)",
        layout!(Sw<1,0,3> o _0 o (_2,_64):(_64,_1)).call(coord!(61)),
        95,
    );
    // eval-swizzle.jsonl:40
    k.value(
        "eval(Sw<1,0,3> o _0 o (_32,_32):(_32,_1),(31,0))",
        layout!(Sw<1,0,3> o _0 o (_32,_32):(_32,_1)).call(coord!((31, 0))),
        992,
    );
    // eval-swizzle.jsonl:41
    k.value(
        "eval(Sw<1,0,3> o _0 o (_8,_64):(_64,_1),(_0,_49))",
        layout!(Sw<1,0,3> o _0 o (_8,_64):(_64,_1)).call(coord!((_0, _49))),
        49,
    );
    // eval-swizzle.jsonl:42
    k.value(
        "eval(Sw<1,0,4> o _0 o (_4,_2,_4):(_1,_4,_8),(1,0,2))",
        layout!(Sw<1,0,4> o _0 o (_4,_2,_4):(_1,_4,_8)).call(coord!((1, 0, 2))),
        16,
    );
    // eval-swizzle.jsonl:43
    k.value(
        "eval(Sw<1,0,4> o _0 o (_4,_32):(_32,_1),118)",
        layout!(Sw<1,0,4> o _0 o (_4,_32):(_32,_1)).call(coord!(118)),
        92,
    );
    // eval-swizzle.jsonl:44
    k.value(
        "eval(Sw<1,1,1> o _0 o ((_4,_4)):((_1,_4)),_3)",
        layout!(Sw<1,1,1> o _0 o ((_4,_4)):((_1,_4))).call(coord!(_3)),
        3,
    );
    // eval-swizzle.jsonl:45
    k.value(
        "eval(Sw<1,1,1> o _0 o (_8,_32):(_32,_1),(2,28))",
        layout!(Sw<1,1,1> o _0 o (_8,_32):(_32,_1)).call(coord!((2, 28))),
        94,
    );
    // eval-swizzle.jsonl:47
    k.value(
        "eval(Sw<1,1,2> o _0 o (_2,_8):(_8,_1),(0,4))",
        layout!(Sw<1,1,2> o _0 o (_2,_8):(_8,_1)).call(coord!((0, 4))),
        4,
    );
    // eval-swizzle.jsonl:48
    k.value(
        "eval(Sw<1,1,2> o _0 o (_8,_16):(_16,_1),_59)",
        layout!(Sw<1,1,2> o _0 o (_8,_16):(_16,_1)).call(coord!(_59)),
        55,
    );
    // eval-swizzle.jsonl:49
    k.value(
        "eval(Sw<1,1,3> o _0 o ((_2,_2),_32,(_2,_4)):((_1,_2),_4,(_128,_256)),(1,6,(1,0)))",
        layout!(Sw<1,1,3> o _0 o ((_2,_2),_32,(_2,_4)):((_1,_2),_4,(_128,_256))).call(coord!((
            1,
            6,
            (1, 0)
        ))),
        155,
    );
    // eval-swizzle.jsonl:50
    k.value(
        "eval(Sw<1,1,3> o _0 o ((_2,_2),_32,(_2,_4)):((_1,_2),_4,(_128,_256)),463)",
        layout!(Sw<1,1,3> o _0 o ((_2,_2),_32,(_2,_4)):((_1,_2),_4,(_128,_256))).call(coord!(463)),
        463,
    );
    // eval-swizzle.jsonl:51
    k.value(
        "eval(Sw<1,1,3> o _0 o ((_2,_2),_32,(_2,_4)):((_1,_2),_4,(_128,_256)),_255)",
        layout!(Sw<1,1,3> o _0 o ((_2,_2),_32,(_2,_4)):((_1,_2),_4,(_128,_256))).call(coord!(_255)),
        253,
    );
    // eval-swizzle.jsonl:52
    k.value(
        "eval(Sw<1,1,3> o _0 o (_16,_64):(_64,_1),(4,11))",
        layout!(Sw<1,1,3> o _0 o (_16,_64):(_64,_1)).call(coord!((4, 11))),
        267,
    );
    // eval-swizzle.jsonl:53
    k.value(
        "eval(Sw<1,1,4> o _0 o ((_4,_2),_16):((_1,_4),_8),((2,0),15))",
        layout!(Sw<1,1,4> o _0 o ((_4,_2),_16):((_1,_4),_8)).call(coord!(((2, 0), 15))),
        120,
    );
    // eval-swizzle.jsonl:54
    k.value(
        "eval(Sw<1,1,4> o _0 o (_32,_32):(_32,_1),(6,24))",
        layout!(Sw<1,1,4> o _0 o (_32,_32):(_32,_1)).call(coord!((6, 24))),
        216,
    );
    // eval-swizzle.jsonl:55
    k.value(
        "eval(Sw<1,1,4> o _0 o _6:_1,0)",
        layout!(Sw<1,1,4> o _0 o _6:_1).call(coord!(0)),
        0,
    );
    // eval-swizzle.jsonl:56
    k.value(
        "eval(Sw<1,1,4> o _0 o _6:_1,1)",
        layout!(Sw<1,1,4> o _0 o _6:_1).call(coord!(1)),
        1,
    );
    // eval-swizzle.jsonl:57
    k.value(
        "eval(Sw<1,2,1> o _0 o (_4,_32):(_32,_1),(_3,_15))",
        layout!(Sw<1,2,1> o _0 o (_4,_32):(_32,_1)).call(coord!((_3, _15))),
        107,
    );
    // eval-swizzle.jsonl:58
    k.value(
        "eval(Sw<1,2,1> o _0 o (_8,_16):(_16,_1),(_2,14))",
        layout!(Sw<1,2,1> o _0 o (_8,_16):(_16,_1)).call(coord!((_2, 14))),
        42,
    );
    // eval-swizzle.jsonl:59
    k.value(
        "eval(Sw<1,2,2> o _0 o (_16,_64):(_64,_1),(15,47))",
        layout!(Sw<1,2,2> o _0 o (_16,_64):(_64,_1)).call(coord!((15, 47))),
        1007,
    );
    // eval-swizzle.jsonl:60
    k.value(
        "eval(Sw<1,2,2> o _0 o (_16,_64):(_64,_1),257)",
        layout!(Sw<1,2,2> o _0 o (_16,_64):(_64,_1)).call(coord!(257)),
        84,
    );
    // eval-swizzle.jsonl:61
    k.value(
        "eval(Sw<1,2,3> o _0 o (_2,_16):(_16,_1),(0,2))",
        layout!(Sw<1,2,3> o _0 o (_2,_16):(_16,_1)).call(coord!((0, 2))),
        2,
    );
    // eval-swizzle.jsonl:62
    k.value(
        "eval(Sw<1,2,3> o _0 o _6:_1,0)",
        layout!(Sw<1,2,3> o _0 o _6:_1).call(coord!(0)),
        0,
    );
    // eval-swizzle.jsonl:63
    k.value(
        "eval(Sw<1,3,1> o _0 o (_64):(_1),(40))",
        layout!(Sw<1,3,1> o _0 o (_64):(_1)).call(coord!((40))),
        40,
    );
    // eval-swizzle.jsonl:64
    k.value(
        "eval(Sw<1,3,1> o _0 o (_64):(_1),_52)",
        layout!(Sw<1,3,1> o _0 o (_64):(_1)).call(coord!(_52)),
        60,
    );
    // eval-swizzle.jsonl:65
    k.value(
        "eval(Sw<1,3,1> o _0 o (_8,_32):(_32,_1),_131)",
        layout!(Sw<1,3,1> o _0 o (_8,_32):(_32,_1)).call(coord!(_131)),
        120,
    );
    // eval-swizzle.jsonl:66
    k.value(
        "eval(Sw<1,3,2> o _0 o ((_4,_8),_8):((_1,_4),_32),((_0,_7),5))",
        layout!(Sw<1,3,2> o _0 o ((_4,_8),_8):((_1,_4),_32)).call(coord!(((_0, _7), 5))),
        180,
    );
    // eval-swizzle.jsonl:68
    k.value(
        "eval(Sw<1,3,2> o _0 o (_8,_64):(_64,_1),(6,16))",
        layout!(Sw<1,3,2> o _0 o (_8,_64):(_64,_1)).call(coord!((6, 16))),
        400,
    );
    // eval-swizzle.jsonl:69
    k.value(
        "eval(Sw<1,3,2> o _0 o _6:_1,_2)",
        layout!(Sw<1,3,2> o _0 o _6:_1).call(coord!(_2)),
        2,
    );
    // eval-swizzle.jsonl:70
    k.value(
        "eval(Sw<1,3,3> o _0 o (_16,_64):(_64,_1),(_12,_63))",
        layout!(Sw<1,3,3> o _0 o (_16,_64):(_64,_1)).call(coord!((_12, _63))),
        831,
    );
    // eval-swizzle.jsonl:71
    k.value(
        "eval(Sw<1,3,3> o _0 o (_2,_2,_64):(_128,_64,_1),(1,0,20))",
        layout!(Sw<1,3,3> o _0 o (_2,_2,_64):(_128,_64,_1)).call(coord!((1, 0, 20))),
        148,
    );
    // eval-swizzle.jsonl:73
    k.value(
        "eval(Sw<1,3,4> o _0 o (_64,_8):(_8,_1),(17,7))",
        layout!(Sw<1,3,4> o _0 o (_64,_8):(_8,_1)).call(coord!((17, 7))),
        135,
    );
    // eval-swizzle.jsonl:74
    k.value(
        "eval(Sw<1,4,1> o _0 o (_4,_32):(_32,_1),(0,15))",
        layout!(Sw<1,4,1> o _0 o (_4,_32):(_32,_1)).call(coord!((0, 15))),
        15,
    );
    // eval-swizzle.jsonl:75
    k.value(
        "eval(Sw<1,4,1> o _0 o (_8,_16):(_16,_1),125)",
        layout!(Sw<1,4,1> o _0 o (_8,_16):(_16,_1)).call(coord!(125)),
        95,
    );
    // eval-swizzle.jsonl:77
    k.value(
        "eval(Sw<1,4,2> o _0 o (_16,_64):(_64,_1),_476)",
        layout!(Sw<1,4,2> o _0 o (_16,_64):(_64,_1)).call(coord!(_476)),
        797,
    );
    // eval-swizzle.jsonl:80
    k.value(
        "eval(Sw<1,4,3> o _0 o (_8,_64):(_64,_1),(6,35))",
        layout!(Sw<1,4,3> o _0 o (_8,_64):(_64,_1)).call(coord!((6, 35))),
        435,
    );
    // eval-swizzle.jsonl:81
    k.value(
        "eval(Sw<1,4,3> o _0 o (_8,_64):(_64,_1),413)",
        layout!(Sw<1,4,3> o _0 o (_8,_64):(_64,_1)).call(coord!(413)),
        371,
    );
    // eval-swizzle.jsonl:82
    k.value(
        "eval(Sw<1,4,3> o smem_ptr[16b](unset) o (_8,_16):(_16,_1),(_3,_6))",
        layout!(Sw<1,4,3> o smem_ptr[16b](unset) o (_8,_16):(_16,_1)).call(coord!((_3, _6))),
        54,
    );
    // eval-swizzle.jsonl:83
    k.value(
        "eval(Sw<1,4,3> o smem_ptr[32b](unset) o (_8,_8):(_1,_8),(2,2))",
        layout!(Sw<1,4,3> o smem_ptr[32b](unset) o (_8,_8):(_1,_8)).call(coord!((2, 2))),
        18,
    );
    // eval-swizzle.jsonl:84
    k.value(
        "eval(Sw<1,4,3> o smem_ptr[8b](unset) o (_8,_32):(_32,_1),168)",
        layout!(Sw<1,4,3> o smem_ptr[8b](unset) o (_8,_32):(_32,_1)).call(coord!(168)),
        21,
    );
    // eval-swizzle.jsonl:85
    k.value(
        "eval(Sw<1,4,4> o _0 o (_16,_32):(_1,_16),239)",
        layout!(Sw<1,4,4> o _0 o (_16,_32):(_1,_16)).call(coord!(239)),
        239,
    );
    // eval-swizzle.jsonl:86
    k.value(
        "eval(Sw<1,4,4> o _0 o (_4,_32):(_32,_1),115)",
        layout!(Sw<1,4,4> o _0 o (_4,_32):(_32,_1)).call(coord!(115)),
        124,
    );
    // eval-swizzle.jsonl:87
    k.value(
        "eval(Sw<2,0,2> o _0 o (_8,_32):(_32,_1),(_1,_31))",
        layout!(Sw<2,0,2> o _0 o (_8,_32):(_32,_1)).call(coord!((_1, _31))),
        60,
    );
    // eval-swizzle.jsonl:88
    k.value(
        "eval(Sw<2,0,3> o _0 o (_8,_64):(_64,_1),_318)",
        layout!(Sw<2,0,3> o _0 o (_8,_64):(_64,_1)).call(coord!(_318)),
        423,
    );
    // eval-swizzle.jsonl:90
    k.value(
        "eval(Sw<2,0,4> o _0 o (_16,_64):(_64,_1),866)",
        layout!(Sw<2,0,4> o _0 o (_16,_64):(_64,_1)).call(coord!(866)),
        181,
    );
    // eval-swizzle.jsonl:91
    k.value(
        "eval(Sw<2,0,4> o _0 o (_16,_64):(_64,_1),_455)",
        layout!(Sw<2,0,4> o _0 o (_16,_64):(_64,_1)).call(coord!(_455)),
        477,
    );
    // eval-swizzle.jsonl:92
    k.value(
        "eval(Sw<2,0,4> o _0 o (_8,(_8,_2)):(_1,(_8,_64)),(2,(0,0)))",
        layout!(Sw<2,0,4> o _0 o (_8,(_8,_2)):(_1,(_8,_64))).call(coord!((2, (0, 0)))),
        2,
    );
    // eval-swizzle.jsonl:93
    k.value(
        "eval(Sw<2,0,4> o _0 o _6:_1,1)",
        layout!(Sw<2,0,4> o _0 o _6:_1).call(coord!(1)),
        1,
    );
    // eval-swizzle.jsonl:94
    k.value(
        "eval(Sw<2,1,2> o _0 o (_32,_32):(_32,_1),(_20,_13))",
        layout!(Sw<2,1,2> o _0 o (_32,_32):(_32,_1)).call(coord!((_20, _13))),
        655,
    );
    // eval-swizzle.jsonl:95
    k.value(
        "eval(Sw<2,1,2> o _0 o (_32,_4):(_1,_32),(_25,_3))",
        layout!(Sw<2,1,2> o _0 o (_32,_4):(_1,_32)).call(coord!((_25, _3))),
        127,
    );
    // eval-swizzle.jsonl:96
    k.value(
        "eval(Sw<2,1,3> o _0 o (_8,_16):(_16,_1),_22)",
        layout!(Sw<2,1,3> o _0 o (_8,_16):(_16,_1)).call(coord!(_22)),
        102,
    );
    // eval-swizzle.jsonl:97
    k.value(
        "eval(Sw<2,1,4> o _0 o (_16,_64):(_64,_1),543)",
        layout!(Sw<2,1,4> o _0 o (_16,_64):(_64,_1)).call(coord!(543)),
        999,
    );
    // eval-swizzle.jsonl:98
    k.value(
        "eval(Sw<2,1,4> o _0 o _7:_1,4)",
        layout!(Sw<2,1,4> o _0 o _7:_1).call(coord!(4)),
        4,
    );
    // eval-swizzle.jsonl:99
    k.value(
        "eval(Sw<2,2,2> o _0 o (_32,_32):(_32,_1),(28,14))",
        layout!(Sw<2,2,2> o _0 o (_32,_32):(_32,_1)).call(coord!((28, 14))),
        910,
    );
    // eval-swizzle.jsonl:100
    k.value(
        "eval(Sw<2,2,2> o _0 o (_32,_32):(_32,_1),(8,25))",
        layout!(Sw<2,2,2> o _0 o (_32,_32):(_32,_1)).call(coord!((8, 25))),
        285,
    );
    // eval-swizzle.jsonl:101
    k.value(
        "eval(Sw<2,2,2> o _0 o (_8,_64):(_64,_1),93)",
        layout!(Sw<2,2,2> o _0 o (_8,_64):(_64,_1)).call(coord!(93)),
        331,
    );
    // eval-swizzle.jsonl:102
    k.value(
        "eval(Sw<2,2,3> o _0 o (_4,_32):(_32,_1),(3,13))",
        layout!(Sw<2,2,3> o _0 o (_4,_32):(_32,_1)).call(coord!((3, 13))),
        97,
    );
    // eval-swizzle.jsonl:103
    k.value(
        "eval(Sw<2,2,4> o _0 o (_64,_2):(_1,_64),(34,0))",
        layout!(Sw<2,2,4> o _0 o (_64,_2):(_1,_64)).call(coord!((34, 0))),
        34,
    );
    // eval-swizzle.jsonl:104
    k.value(
        "eval(Sw<2,2,4> o _0 o (_8,_32):(_32,_1),86)",
        layout!(Sw<2,2,4> o _0 o (_8,_32):(_32,_1)).call(coord!(86)),
        198,
    );
    // eval-swizzle.jsonl:107
    k.value(
        "eval(Sw<2,3,4> o _0 o (_32,_32):(_32,_1),_1007)",
        layout!(Sw<2,3,4> o _0 o (_32,_32):(_32,_1)).call(coord!(_1007)),
        487,
    );
    // eval-swizzle.jsonl:108
    k.value(
        "eval(Sw<2,3,4> o _0 o _9:_1,5)",
        layout!(Sw<2,3,4> o _0 o _9:_1).call(coord!(5)),
        5,
    );
    // eval-swizzle.jsonl:109
    k.value(
        "eval(Sw<2,4,2> o _0 o (_64,_2):(_1,_64),(_58,0))",
        layout!(Sw<2,4,2> o _0 o (_64,_2):(_1,_64)).call(coord!((_58, 0))),
        58,
    );
    // eval-swizzle.jsonl:110
    k.value(
        "eval(Sw<2,4,3> o smem_ptr[16b](unset) o (_32,_8):(_1,_32),8)",
        layout!(Sw<2,4,3> o smem_ptr[16b](unset) o (_32,_8):(_1,_32)).call(coord!(8)),
        8,
    );
    // eval-swizzle.jsonl:111
    k.value(
        "eval(Sw<2,4,3> o smem_ptr[16b](unset) o (_8,_32):(_32,_1),_28)",
        layout!(Sw<2,4,3> o smem_ptr[16b](unset) o (_8,_32):(_32,_1)).call(coord!(_28)),
        147,
    );
    // eval-swizzle.jsonl:112
    k.value(
        "eval(Sw<2,4,3> o smem_ptr[32b](unset) o (_16,_8):(_1,_16),123)",
        layout!(Sw<2,4,3> o smem_ptr[32b](unset) o (_16,_8):(_1,_16)).call(coord!(123)),
        123,
    );
    // eval-swizzle.jsonl:113
    k.value(
        "eval(Sw<2,4,3> o smem_ptr[32b](unset) o (_8,_16):(_16,_1),(3,3))",
        layout!(Sw<2,4,3> o smem_ptr[32b](unset) o (_8,_16):(_16,_1)).call(coord!((3, 3))),
        51,
    );
    // eval-swizzle.jsonl:114
    k.value(
        "eval(Sw<2,4,4> o _0 o ((_8,_4),(_8,_2)):((_8,_64),(_1,_256)),_326)",
        layout!(Sw<2,4,4> o _0 o ((_8,_4),(_8,_2)):((_8,_64),(_1,_256))).call(coord!(_326)),
        290,
    );
    // eval-swizzle.jsonl:115
    k.value(
        "eval(Sw<2,4,4> o _0 o _10:_1,_4)",
        layout!(Sw<2,4,4> o _0 o _10:_1).call(coord!(_4)),
        4,
    );
    // eval-swizzle.jsonl:116
    k.value(
        "eval(Sw<3,0,3> o _0 o (_4,_32):(_32,_1),113)",
        layout!(Sw<3,0,3> o _0 o (_4,_32):(_32,_1)).call(coord!(113)),
        59,
    );
    // eval-swizzle.jsonl:117
    k.value(
        "eval(Sw<3,0,3> o _0 o (_4,_32):(_32,_1),32)",
        layout!(Sw<3,0,3> o _0 o (_4,_32):(_32,_1)).call(coord!(32)),
        9,
    );
    // eval-swizzle.jsonl:118
    k.value(
        "eval(Sw<3,0,4> o _0 o (_8,(_8,_8)):(_8,(_1,_64)),_82)",
        layout!(Sw<3,0,4> o _0 o (_8,(_8,_8)):(_8,(_1,_64))).call(coord!(_82)),
        87,
    );
    // eval-swizzle.jsonl:119
    k.value(
        "eval(Sw<3,1,4> o _0 o (_64,_8):(_1,_64),369)",
        layout!(Sw<3,1,4> o _0 o (_64,_8):(_1,_64)).call(coord!(369)),
        375,
    );
    // eval-swizzle.jsonl:120
    k.value(
        "eval(Sw<3,2,3> o _0 o (_8,_32):(_32,_1),(_1,_21))",
        layout!(Sw<3,2,3> o _0 o (_8,_32):(_32,_1)).call(coord!((_1, _21))),
        49,
    );
    // eval-swizzle.jsonl:121
    k.value(
        "eval(Sw<3,2,4> o _0 o ((_8,_8),_16):((_128,_16),_1),302)",
        layout!(Sw<3,2,4> o _0 o ((_8,_8),_16):((_128,_16),_1)).call(coord!(302)),
        832,
    );
    // eval-swizzle.jsonl:122
    k.value(
        "eval(Sw<3,2,4> o _0 o (_4,_32):(_32,_1),_97)",
        layout!(Sw<3,2,4> o _0 o (_4,_32):(_32,_1)).call(coord!(_97)),
        56,
    );
    // eval-swizzle.jsonl:123
    k.value(
        "eval(Sw<3,3,3> o _0 o (_8,(_8,_8)):(_8,(_1,_64)),335)",
        layout!(Sw<3,3,3> o _0 o (_8,(_8,_8)):(_8,(_1,_64))).call(coord!(335)),
        337,
    );
    // eval-swizzle.jsonl:124
    k.value(
        "eval(Sw<3,3,4> o _0 o (_32,_32):(_32,_1),(28,24))",
        layout!(Sw<3,3,4> o _0 o (_32,_32):(_32,_1)).call(coord!((28, 24))),
        928,
    );
    // eval-swizzle.jsonl:125
    k.value(
        "eval(Sw<3,4,3> o _0 o _10:_1,9)",
        layout!(Sw<3,4,3> o _0 o _10:_1).call(coord!(9)),
        9,
    );
    // eval-swizzle.jsonl:126
    k.value(
        "eval(Sw<3,4,3> o _0 o _10:_1,_1)",
        layout!(Sw<3,4,3> o _0 o _10:_1).call(coord!(_1)),
        1,
    );
    // eval-swizzle.jsonl:127
    k.value(
        "eval(Sw<3,4,3> o smem_ptr[32b](unset) o (_8,_32):(_32,_1),(2,13))",
        layout!(Sw<3,4,3> o smem_ptr[32b](unset) o (_8,_32):(_32,_1)).call(coord!((2, 13))),
        77,
    );
    // eval-swizzle.jsonl:128
    k.value(
        "eval(Sw<3,4,3> o smem_ptr[8b](unset) o (_8,_128):(_128,_1),(_2,_12))",
        layout!(Sw<3,4,3> o smem_ptr[8b](unset) o (_8,_128):(_128,_1)).call(coord!((_2, _12))),
        300,
    );
    // eval-swizzle.jsonl:129
    k.value(
        "eval(Sw<3,4,4> o _0 o (_8,(_8,_8)):(_8,(_1,_64)),420)",
        layout!(Sw<3,4,4> o _0 o (_8,(_8,_8)):(_8,(_1,_64))).call(coord!(420)),
        436,
    );
    // flat_divide-swizzle.jsonl:1
    k.show(
        "flat_divide(Sw<1,2,4> o _0 o (_4,_32):(_32,_1),(_1:_1))",
        layout!(Sw<1,2,4> o _0 o (_4,_32):(_32,_1)).flat_divide(tile!((_1:_1))),
        "Sw<1,2,4> o _0 o ((_1),_4,_32):((_32),_32,_1)",
    );
    // flat_divide-swizzle.jsonl:2
    k.show(
        "flat_divide(Sw<1,4,2> o _0 o _16:_1,(_16))",
        layout!(Sw<1,4,2> o _0 o _16:_1).flat_divide(tile!((_16))),
        "Sw<1,4,2> o _0 o ((_16),(_1)):((_1),(_0))",
    );
    // flat_divide-swizzle.jsonl:3
    k.show(
        "flat_divide(Sw<3,4,3> o smem_ptr[8b](unset) o (_128,_8):(_1,_128),(_32:_1,_4:_1))",
        layout!(Sw<3,4,3> o smem_ptr[8b](unset) o (_128,_8):(_1,_128))
            .flat_divide(tile!((_32:_1,_4:_1))),
        "Sw<3,4,3> o smem_ptr[8b](unset) o (_32,_4,_4,_2):(_1,_128,_32,_512)",
    );
    // logical_divide-swizzle.jsonl:1
    k.show(
        "logical_divide(Sw<0,4,3> o smem_ptr[16b](unset) o (_8,_8):(_1,_8),(_4,_8))",
        layout!(Sw<0,4,3> o smem_ptr[16b](unset) o (_8,_8):(_1,_8)).logical_divide(tile!((_4, _8))),
        "Sw<0,4,3> o smem_ptr[16b](unset) o ((_4,_2),(_8,_1)):((_1,_4),(_8,_0))",
    );
    // logical_divide-swizzle.jsonl:2
    k.show(
        "logical_divide(Sw<0,4,3> o smem_ptr[32b](unset) o (_4,_8):(_1,_4),(_2:_1))",
        layout!(Sw<0,4,3> o smem_ptr[32b](unset) o (_4,_8):(_1,_4)).logical_divide(tile!((_2:_1))),
        "Sw<0,4,3> o smem_ptr[32b](unset) o ((_2,_2),_8):((_1,_2),_4)",
    );
    // logical_divide-swizzle.jsonl:3
    k.show(
        "logical_divide(Sw<1,3,1> o _0 o (_64):(_1),(_16:_4))",
        layout!(Sw<1,3,1> o _0 o (_64):(_1)).logical_divide(tile!((_16:_4))),
        "Sw<1,3,1> o _0 o ((_16,_4)):((_4,_1))",
    );
    // logical_divide-swizzle.jsonl:4
    k.show(
        "logical_divide(Sw<1,4,3> o smem_ptr[16b](unset) o (_8,_16):(_16,_1),(_4,_8))",
        layout!(Sw<1,4,3> o smem_ptr[16b](unset) o (_8,_16):(_16,_1))
            .logical_divide(tile!((_4, _8))),
        "Sw<1,4,3> o smem_ptr[16b](unset) o ((_4,_2),(_8,_2)):((_16,_64),(_1,_8))",
    );
    // logical_divide-swizzle.jsonl:5
    k.show(
        "logical_divide(Sw<1,4,4> o _0 o (_16,_32):(_1,_16),(_1:_1))",
        layout!(Sw<1,4,4> o _0 o (_16,_32):(_1,_16)).logical_divide(tile!((_1:_1))),
        "Sw<1,4,4> o _0 o ((_1,_16),_32):((_1,_1),_16)",
    );
    // logical_divide-swizzle.jsonl:6
    k.show(
        "logical_divide(Sw<2,1,4> o _0 o (_16,_16):(_16,_1),(_4:_4))",
        layout!(Sw<2,1,4> o _0 o (_16,_16):(_16,_1)).logical_divide(tile!((_4:_4))),
        "Sw<2,1,4> o _0 o ((_4,_4),_16):((_64,_16),_1)",
    );
    // logical_divide-swizzle.jsonl:7
    k.show(
        "logical_divide(Sw<2,2,3> o _0 o (_16,_2):(_2,_1),(_16:_1,_1))",
        layout!(Sw<2,2,3> o _0 o (_16,_2):(_2,_1)).logical_divide(tile!((_16:_1,_1))),
        "Sw<2,2,3> o _0 o ((_16,_1),(_1,_2)):((_2,_0),(_0,_1))",
    );
    // logical_divide-swizzle.jsonl:8
    k.show(
        "logical_divide(Sw<2,4,2> o _0 o (_4,_32):(_32,_1),(_1,_16:_1))",
        layout!(Sw<2,4,2> o _0 o (_4,_32):(_32,_1)).logical_divide(tile!((_1,_16:_1))),
        "Sw<2,4,2> o _0 o ((_1,_4),(_16,_2)):((_0,_32),(_1,_16))",
    );
    // logical_divide-swizzle.jsonl:9
    k.show(
        "logical_divide(Sw<2,4,3> o smem_ptr[16b](unset) o (_32,_8):(_1,_32),(_4,_8))",
        layout!(Sw<2,4,3> o smem_ptr[16b](unset) o (_32,_8):(_1,_32))
            .logical_divide(tile!((_4, _8))),
        "Sw<2,4,3> o smem_ptr[16b](unset) o ((_4,_8),(_8,_1)):((_1,_4),(_32,_0))",
    );
    // logical_divide-swizzle.jsonl:10
    k.show(
        "logical_divide(Sw<2,4,3> o smem_ptr[32b](unset) o (_16,_8):(_1,_16),(_4,_8))",
        layout!(Sw<2,4,3> o smem_ptr[32b](unset) o (_16,_8):(_1,_16))
            .logical_divide(tile!((_4, _8))),
        "Sw<2,4,3> o smem_ptr[32b](unset) o ((_4,_4),(_8,_1)):((_1,_4),(_16,_0))",
    );
    // logical_divide-swizzle.jsonl:11
    k.show(
        "logical_divide(Sw<3,3,4> o _0 o (_8,_64):(_64,_1),(_8,_4))",
        layout!(Sw<3,3,4> o _0 o (_8,_64):(_64,_1)).logical_divide(tile!((_8, _4))),
        "Sw<3,3,4> o _0 o ((_8,_1),(_4,_16)):((_64,_0),(_1,_4))",
    );
    // named_layout.jsonl:1
    k.show(
        "GMMA::Layout_K_INTER_Atom<float>",
        GmmaLayoutKInterAtom::<_32>::default(),
        "Sw<0,4,3> o smem_ptr[32b](unset) o (_8,_4):(_4,_1)",
    );
    // named_layout.jsonl:2
    k.show(
        "GMMA::Layout_K_SW128_Atom<float>",
        GmmaLayoutKSw128Atom::<_32>::default(),
        "Sw<3,4,3> o smem_ptr[32b](unset) o (_8,_32):(_32,_1)",
    );
    // named_layout.jsonl:3
    k.show(
        "GMMA::Layout_K_SW128_Atom<half_t>",
        GmmaLayoutKSw128Atom::<_16>::default(),
        "Sw<3,4,3> o smem_ptr[16b](unset) o (_8,_64):(_64,_1)",
    );
    // named_layout.jsonl:4
    k.show(
        "GMMA::Layout_K_SW64_Atom<uint8_t>",
        GmmaLayoutKSw64Atom::<_8>::default(),
        "Sw<2,4,3> o smem_ptr[8b](unset) o (_8,_64):(_64,_1)",
    );
    // named_layout.jsonl:5
    k.show(
        "GMMA::Layout_MN_INTER_Atom<half_t>",
        GmmaLayoutMnInterAtom::<_16>::default(),
        "Sw<0,4,3> o smem_ptr[16b](unset) o (_8,_8):(_1,_8)",
    );
    // named_layout.jsonl:6
    k.show(
        "GMMA::Layout_MN_SW128_Atom<half_t>",
        GmmaLayoutMnSw128Atom::<_16>::default(),
        "Sw<3,4,3> o smem_ptr[16b](unset) o (_64,_8):(_1,_64)",
    );
    // named_layout.jsonl:7
    k.show(
        "GMMA::Layout_MN_SW64_Atom<half_t>",
        GmmaLayoutMnSw64Atom::<_16>::default(),
        "Sw<2,4,3> o smem_ptr[16b](unset) o (_32,_8):(_1,_32)",
    );
    // tiled_divide-swizzle.jsonl:1
    k.show(
        "tiled_divide(Sw<0,4,3> o smem_ptr[8b](unset) o (_8,_16):(_16,_1),(_2:_1,_2:_1))",
        layout!(Sw<0,4,3> o smem_ptr[8b](unset) o (_8,_16):(_16,_1))
            .tiled_divide(tile!((_2:_1,_2:_1))),
        "Sw<0,4,3> o smem_ptr[8b](unset) o ((_2,_2),_4,_8):((_16,_1),_32,_2)",
    );
    // tiled_divide-swizzle.jsonl:2
    k.show(
        "tiled_divide(Sw<1,0,3> o _0 o ((_8,_8),_2):((_1,_8),_64),(_4))",
        layout!(Sw<1,0,3> o _0 o ((_8,_8),_2):((_1,_8),_64)).tiled_divide(tile!((_4))),
        "Sw<1,0,3> o _0 o ((_4),_16,_2):((_1),_4,_64)",
    );
    // tiled_divide-swizzle.jsonl:3
    k.show(
        "tiled_divide(Sw<1,2,1> o _0 o (_8,(_8,_4)):(_64,(_8,_1)),(_8,_8:_1))",
        layout!(Sw<1,2,1> o _0 o (_8,(_8,_4)):(_64,(_8,_1))).tiled_divide(tile!((_8,_8:_1))),
        "Sw<1,2,1> o _0 o ((_8,_8),_1,_4):((_64,_8),_0,_1)",
    );
    // tiled_divide-swizzle.jsonl:6
    k.show(
        "tiled_divide(Sw<1,4,3> o _0 o (_8,_64):(_64,_1),(_2))",
        layout!(Sw<1,4,3> o _0 o (_8,_64):(_64,_1)).tiled_divide(tile!((_2))),
        "Sw<1,4,3> o _0 o ((_2),_4,_64):((_64),_128,_1)",
    );
    // tiled_divide-swizzle.jsonl:7
    k.show(
        "tiled_divide(Sw<2,0,3> o _0 o (_8,_16):(_16,_1),(_4:_2,_8:_2))",
        layout!(Sw<2,0,3> o _0 o (_8,_16):(_16,_1)).tiled_divide(tile!((_4:_2,_8:_2))),
        "Sw<2,0,3> o _0 o ((_4,_8),_2,_2):((_32,_2),_16,_1)",
    );
    // tiled_divide-swizzle.jsonl:8
    k.show(
        "tiled_divide(Sw<2,2,3> o _0 o (_4,_32):(_32,_1),(_1))",
        layout!(Sw<2,2,3> o _0 o (_4,_32):(_32,_1)).tiled_divide(tile!((_1))),
        "Sw<2,2,3> o _0 o ((_1),_4,_32):((_0),_32,_1)",
    );
    // tiled_divide-swizzle.jsonl:9
    k.show(
        "tiled_divide(Sw<3,0,4> o _0 o (_8,_32):(_32,_1),(_2))",
        layout!(Sw<3,0,4> o _0 o (_8,_32):(_32,_1)).tiled_divide(tile!((_2))),
        "Sw<3,0,4> o _0 o ((_2),_4,_32):((_32),_64,_1)",
    );
    // tiled_divide-swizzle.jsonl:10
    k.show(
        "tiled_divide(Sw<3,4,3> o _0 o (_4,_32):(_32,_1),(_4:_1))",
        layout!(Sw<3,4,3> o _0 o (_4,_32):(_32,_1)).tiled_divide(tile!((_4:_1))),
        "Sw<3,4,3> o _0 o ((_4),_1,_32):((_32),_0,_1)",
    );
    // zipped_divide-swizzle.jsonl:1
    k.show(
        "zipped_divide(GMMA::Layout_K_SW128_Atom<float>,(_4,_8))",
        GmmaLayoutKSw128Atom::<_32>::default().zipped_divide(tile!((_4, _8))),
        "Sw<3,4,3> o smem_ptr[32b](unset) o ((_4,_8),(_2,_4)):((_32,_1),(_128,_8))",
    );
    // zipped_divide-swizzle.jsonl:2
    k.show(
        "zipped_divide(GMMA::Layout_K_SW32_Atom<float>,(_4,_2))",
        GmmaLayoutKSw32Atom::<_32>::default().zipped_divide(tile!((_4, _2))),
        "Sw<1,4,3> o smem_ptr[32b](unset) o ((_4,_2),(_2,_4)):((_8,_1),(_32,_2))",
    );
    // zipped_divide-swizzle.jsonl:3
    k.show(
        "zipped_divide(GMMA::Layout_K_SW64_Atom<float>,(_4,_4))",
        GmmaLayoutKSw64Atom::<_32>::default().zipped_divide(tile!((_4, _4))),
        "Sw<2,4,3> o smem_ptr[32b](unset) o ((_4,_4),(_2,_4)):((_16,_1),(_64,_4))",
    );
    // zipped_divide-swizzle.jsonl:4
    k.show(
        "zipped_divide(GMMA::Layout_MN_SW128_Atom<half_t>,(_32,_2))",
        GmmaLayoutMnSw128Atom::<_16>::default().zipped_divide(tile!((_32, _2))),
        "Sw<3,4,3> o smem_ptr[16b](unset) o ((_32,_2),(_2,_4)):((_1,_64),(_32,_128))",
    );
    // zipped_divide-swizzle.jsonl:5
    k.show(
        "zipped_divide(GMMA::Layout_MN_SW128_Atom<uint8_t>,(_64,_2))",
        GmmaLayoutMnSw128Atom::<_8>::default().zipped_divide(tile!((_64, _2))),
        "Sw<3,4,3> o smem_ptr[8b](unset) o ((_64,_2),(_2,_4)):((_1,_128),(_64,_256))",
    );
    // zipped_divide-swizzle.jsonl:6
    k.show(
        "zipped_divide(GMMA::Layout_MN_SW32_Atom<uint8_t>,(_16,_2))",
        GmmaLayoutMnSw32Atom::<_8>::default().zipped_divide(tile!((_16, _2))),
        "Sw<1,4,3> o smem_ptr[8b](unset) o ((_16,_2),(_2,_4)):((_1,_32),(_16,_64))",
    );
    // zipped_divide-swizzle.jsonl:7
    k.show(
        "zipped_divide(Sw<1,0,2> o _0 o (_8,_64):(_1,_8),(_4))",
        layout!(Sw<1,0,2> o _0 o (_8,_64):(_1,_8)).zipped_divide(tile!((_4))),
        "Sw<1,0,2> o _0 o ((_4),(_2,_64)):((_1),(_4,_8))",
    );
    // zipped_divide-swizzle.jsonl:8
    k.show(
        "zipped_divide(Sw<1,1,3> o _0 o (_16,_64):(_64,_1),(_1:_1,_8:_1))",
        layout!(Sw<1,1,3> o _0 o (_16,_64):(_64,_1)).zipped_divide(tile!((_1:_1,_8:_1))),
        "Sw<1,1,3> o _0 o ((_1,_8),(_16,_8)):((_64,_1),(_64,_8))",
    );
    // zipped_divide-swizzle.jsonl:9
    k.show(
        "zipped_divide(Sw<1,2,3> o _0 o (_32,_32):(_32,_1),(_32))",
        layout!(Sw<1,2,3> o _0 o (_32,_32):(_32,_1)).zipped_divide(tile!((_32))),
        "Sw<1,2,3> o _0 o ((_32),(_1,_32)):((_32),(_0,_1))",
    );
    // zipped_divide-swizzle.jsonl:10
    k.show(
        "zipped_divide(Sw<1,3,2> o _0 o (_8,_64):(_64,_1),(_1:_1))",
        layout!(Sw<1,3,2> o _0 o (_8,_64):(_64,_1)).zipped_divide(tile!((_1:_1))),
        "Sw<1,3,2> o _0 o ((_1),(_8,_64)):((_64),(_64,_1))",
    );
    // zipped_divide-swizzle.jsonl:12
    k.show(
        "zipped_divide(Sw<3,0,4> o _0 o (_8,(_2,_4)):(_8,(_4,_1)),(_2,_1:_1))",
        layout!(Sw<3,0,4> o _0 o (_8,(_2,_4)):(_8,(_4,_1))).zipped_divide(tile!((_2,_1:_1))),
        "Sw<3,0,4> o _0 o ((_2,_1),(_4,(_2,_4))):((_8,_1),(_16,(_4,_1)))",
    );
    // zipped_divide-swizzle.jsonl:13
    k.show(
        "zipped_divide(Sw<3,4,3> o smem_ptr[16b](unset) o (_64,_8):(_1,_64),(_8:_8))",
        layout!(Sw<3,4,3> o smem_ptr[16b](unset) o (_64,_8):(_1,_64)).zipped_divide(tile!((_8:_8))),
        "Sw<3,4,3> o smem_ptr[16b](unset) o ((_8),(_8,_8)):((_8),(_1,_64))",
    );
    assert!(
        k.0.is_empty(),
        "{} of {} cases failed:\n{}",
        k.0.len(),
        k.1,
        k.0.join("\n")
    );
    println!("{} typed swizzle cases passed", k.1);
}

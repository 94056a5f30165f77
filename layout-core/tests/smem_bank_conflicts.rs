//! Bank conflicts of the shared-memory tile of CuTe's `sgemm_sm80` (16-bit elements) and the
//! swizzle search, through the runtime layer's Rust API and the expression language.
//!
//! The tile is the SM80 atom `Sw<3,3,3> o _0 o (_8,(_8,_8)):(_8,(_1,_64))`: 8 rows (M) by 64
//! columns (K), K contiguous in blocks of 8 halves (16 bytes), a coordinate `(m, k)` being the
//! 1-D index `m + 8 k`. The two warp-wide accesses, written as CuTe TV layouts
//! `(thread, value) -> m + 8 k`:
//!
//! * the 128-bit `cp.async` write: thread `t` writes row `m = t / 8`, the 8 halves of K block
//!   `t % 8` (as `sgemm_sm80`'s `(_16,_8):(_8,_1)` thread layout with `1 x 8` values):
//!   `WRITE = ((_8,_4),_8):((_64,_1),_8)`, i.e. `t0 + 8 t1 -> 64 t0 + t1`, `v -> 8 v`;
//! * the `ldmatrix` (`SM75_U32x4_LDSM_N`) read: phase `p = t / 8` reads the 8x8 matrix of K block
//!   `p`, thread `t` giving row `t % 8`, one 16-byte row each: `READ = ((_8,_4),_8):((_1,_64),_8)`.

use layout_core::runtime::{
    bank_conflicts, evaluate, find_swizzle, parse_value, sm80_swizzle_atom, Layout, Value,
};

const WRITE: &str = "((_8,_4),_8):((_64,_1),_8)";
const READ: &str = "((_8,_4),_8):((_1,_64),_8)";
const PLAIN: &str = "(_8,(_8,_8)):(_8,(_1,_64))";

fn layout(text: &str) -> Layout {
    match parse_value(text) {
        Ok(Value::Layout(l)) => l,
        other => panic!("{text} is not a layout: {other:?}"),
    }
}

#[test]
fn sm80_tile_is_conflict_free_with_its_swizzle() {
    let tile = Value::Composed(sm80_swizzle_atom());
    for (name, tv) in [("write", WRITE), ("read", READ)] {
        let r = bank_conflicts(&tile, &layout(tv), 2).unwrap();
        assert_eq!(r.access_bytes, 16, "{name}");
        assert_eq!(r.phases, vec![1, 1, 1, 1], "{name}");
        assert_eq!(
            (r.wavefronts(), r.minimum(), r.conflicts()),
            (4, 4, 0),
            "{name}"
        );
    }
}

#[test]
fn sm80_tile_without_swizzle_conflicts_on_writes() {
    let plain = Value::Layout(layout(PLAIN));
    // Each write phase is one row: 8 threads at byte 128 * (t % 8), all in banks 0-3.
    let w = bank_conflicts(&plain, &layout(WRITE), 2).unwrap();
    assert_eq!(w.phases, vec![8, 8, 8, 8]);
    assert_eq!((w.wavefronts(), w.minimum(), w.conflicts()), (32, 4, 28));
    // Each read phase is 8 rows of one 8x8 block: 128 contiguous bytes, no conflict even so.
    let r = bank_conflicts(&plain, &layout(READ), 2).unwrap();
    assert_eq!((r.wavefronts(), r.conflicts()), (4, 0));
}

#[test]
fn finder_proposes_the_sm80_swizzle() {
    let found = find_swizzle(&layout(PLAIN), &layout(WRITE), &layout(READ), 2).unwrap();
    assert_eq!(
        found.first().map(|s| s.to_string()).as_deref(),
        Some("Sw<3,3,3>")
    );
    // Every proposal really is conflict-free for both accesses.
    for sw in &found {
        let tile = evaluate(&format!("composition({sw}, {PLAIN})")).unwrap();
        for tv in [WRITE, READ] {
            assert_eq!(
                bank_conflicts(&tile, &layout(tv), 2).unwrap().conflicts(),
                0,
                "{sw}"
            );
        }
    }
}

#[test]
fn narrower_accesses_and_broadcast() {
    // 32 threads reading consecutive 4-byte words: one wavefront.
    let row = Value::Layout(layout("_1024:_1"));
    let r = bank_conflicts(&row, &layout("(_32,_1):(_1,_0)"), 4).unwrap();
    assert_eq!((r.wavefronts(), r.minimum()), (1, 1));
    // Stride of 32 words: every thread in bank 0, 32 distinct words.
    let r = bank_conflicts(&row, &layout("(_32,_1):(_32,_0)"), 4).unwrap();
    assert_eq!(r.wavefronts(), 32);
    // Every thread reading the same word: a broadcast, one wavefront.
    let r = bank_conflicts(&row, &layout("(_32,_1):(_0,_0)"), 4).unwrap();
    assert_eq!(r.wavefronts(), 1);
    // 8-byte accesses: two half-warp phases; stride 2 words fills each phase's 32 banks.
    let r = bank_conflicts(&row, &layout("(_32,_2):(_2,_1)"), 4).unwrap();
    assert_eq!(r.phases, vec![1, 1]);
    // Stride 4 words with 8-byte accesses: each half warp hits 16 banks twice.
    let r = bank_conflicts(&row, &layout("(_32,_2):(_4,_1)"), 4).unwrap();
    assert_eq!(r.phases, vec![2, 2]);
}

#[test]
fn malformed_accesses_are_errors() {
    let row = Value::Layout(layout("_1024:_1"));
    let e = bank_conflicts(&row, &layout("(_16,_1):(_1,_0)"), 4).unwrap_err();
    assert_eq!(
        e.to_string(),
        "bank_conflicts: the access (_16,_1):(_1,_0) has 16 threads, a warp has 32"
    );
    let e = bank_conflicts(&row, &layout("(_32,_2):(_2,_3)"), 4).unwrap_err();
    assert!(e.to_string().contains("one contiguous vector"), "{e}");
    let e = bank_conflicts(&row, &layout("(_32,_3):(_3,_1)"), 4).unwrap_err();
    assert!(
        e.to_string()
            .contains("is not a 1, 2, 4, 8 or 16-byte access"),
        "{e}"
    );
}

#[test]
fn through_the_expression_language() {
    let show = |e: &str| {
        evaluate(e)
            .map(|v| v.to_string())
            .unwrap_or_else(|e| format!("error: {e}"))
    };
    assert_eq!(
        show(&format!("bank_conflicts({PLAIN}, {WRITE}, 2)")),
        "wavefronts: 32, minimum: 4, conflicts: 28 (16-byte accesses: 4 phases of 8 threads)"
    );
    assert_eq!(
        show(&format!(
            "bank_conflicts(Sw<3,3,3> o _0 o {PLAIN}, {READ}, 2)"
        )),
        "wavefronts: 4, minimum: 4, conflicts: 0 (16-byte accesses: 4 phases of 8 threads)"
    );
    let found = show(&format!("find_swizzle({PLAIN}, {WRITE}, {READ}, 2)"));
    assert!(found.starts_with("(Sw<3,3,3>"), "{found}");
}

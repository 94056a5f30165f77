//! The checker of the generated golden tests (`generated_*_goldens.rs`, written by
//! `layout-core/tests/gen/`): it collects every failure, so that a run reports all of them.
#![allow(dead_code)]

use layout_core::prelude::*;

/// The failures so far and the number of cases checked.
#[derive(Default)]
pub struct Check(pub Vec<String>, pub usize);

impl Check {
    /// `got` prints as `want`; a static result (`is_static`) is zero-sized.
    pub fn show<T: core::fmt::Display>(&mut self, expr: &str, got: T, want: &str, is_static: bool) {
        self.1 += 1;
        if is_static && core::mem::size_of_val(&got) != 0 {
            self.0
                .push(format!("{expr}: a static result must be zero-sized"));
        }
        self.compare(expr, got.to_string(), want);
    }

    /// A printed text equals `want`.
    pub fn text(&mut self, expr: &str, got: String, want: &str) {
        self.1 += 1;
        self.compare(expr, got, want);
    }

    fn compare(&mut self, expr: &str, got: String, want: &str) {
        if got != want {
            self.0
                .push(format!("{expr}\n   got: {got}\n  want: {want}"));
        }
    }

    /// An evaluation gives `want`.
    pub fn value(&mut self, expr: &str, got: i32, want: i32) {
        self.1 += 1;
        if got != want {
            self.0
                .push(format!("{expr}\n   got: {got}\n  want: {want}"));
        }
    }

    /// print_layout: the table as CuTe prints it, and every cell equal to the evaluation.
    pub fn table<A, O, S, D>(
        &mut self,
        expr: &str,
        c: &ComposedLayout<A, O, Layout<S, D>>,
        want: &str,
    ) where
        A: OffsetFn,
        O: ComposedOffset,
        S: IntTuple + RankTwo,
        D: IntTuple,
        (i32, i32): Crd2Idx<S, D>,
    {
        let table = c.print_layout().to_string();
        self.text(expr, table.trim_end_matches('\n').to_string(), want);
        for line in table
            .lines()
            .filter(|l| l.contains('|') && !l.trim_start().starts_with('+'))
        {
            let mut parts = line.split('|');
            let m: i32 = parts.next().unwrap().trim().parse().unwrap();
            for (n, cell) in parts.filter(|p| !p.trim().is_empty()).enumerate() {
                let shown: i32 = cell.trim().parse().unwrap();
                let value = c.call((m, n as i32));
                if shown != value {
                    self.0.push(format!(
                        "{expr}: cell ({m},{n}) shows {shown}, evaluation gives {value}"
                    ));
                }
            }
        }
    }

    /// Fails with every failure listed, or prints how many cases passed.
    pub fn finish(self, what: &str) {
        assert!(
            self.0.is_empty(),
            "{} of {} cases failed:\n{}",
            self.0.len(),
            self.1,
            self.0.join("\n")
        );
        println!("{} {what} passed", self.1);
    }
}

/// The rank of a composed layout's shape.
pub fn rank_of<A, O, S: IntTuple, D>(_: &ComposedLayout<A, O, Layout<S, D>>) -> usize {
    S::RANK
}

/// The depth of a composed layout's shape.
pub fn depth_of<A, O, S: IntTuple, D>(_: &ComposedLayout<A, O, Layout<S, D>>) -> usize {
    S::DEPTH
}

//! Layout literals made only of integers and tuples (`(_2,4):(_1,2)`), parsed straight into
//! IntTuples: the common case of the expression language, without the general grammar's
//! intermediate [`Value`] trees. Anything else is left to the general grammar.

use super::{congruent, Expr, Parser, MAX_DEPTH};
use crate::runtime::{Int, IntTuple, Layout, Value};
use alloc::vec::Vec;

impl<'a> Parser<'a> {
    /// The layout `S:D`, or the IntTuple `S` alone, at the current position when `S` and `D`
    /// are integers and tuples only (and congruent); `None`, with the position unchanged, for
    /// anything else, which the general grammar then parses (with its errors).
    pub(super) fn literal(&mut self, depth: usize) -> Option<Expr<'a>> {
        let start = self.pos;
        let found = self.literal_parts(depth);
        if found.is_none() {
            self.pos = start;
        }
        found
    }

    fn literal_parts(&mut self, depth: usize) -> Option<Expr<'a>> {
        let shape = self.int_tuple(depth)?;
        if self.peek() != Some(':') {
            return Some(Expr::Value(Value::from(shape)));
        }
        self.pos += 1;
        let stride = self.int_tuple(depth)?;
        congruent(&shape, &stride).then_some(Expr::Value(Value::Layout(Layout { shape, stride })))
    }

    /// An integer (`_4`, `4`) or a tuple of those, as the general grammar reads it.
    fn int_tuple(&mut self, depth: usize) -> Option<IntTuple> {
        match self.peek()? {
            '(' => {
                if depth >= MAX_DEPTH {
                    return None;
                }
                self.pos += 1;
                let mut items = Vec::new();
                if self.peek()? == ')' {
                    self.pos += 1;
                    return Some(IntTuple::Tuple(items));
                }
                loop {
                    items.push(self.int_tuple(depth + 1)?);
                    match self.peek()? {
                        ')' => {
                            self.pos += 1;
                            return Some(IntTuple::Tuple(items));
                        }
                        ',' => self.pos += 1,
                        _ => return None,
                    }
                }
            }
            '_' => {
                self.pos += 1;
                match self.text.as_bytes().get(self.pos) {
                    Some(b) if b.is_ascii_digit() || *b == b'-' => {
                        Some(IntTuple::Int(Int::stat(self.integer().ok()?)))
                    }
                    _ => None,
                }
            }
            c if c.is_ascii_digit() || c == '-' => {
                Some(IntTuple::Int(Int::dynamic(self.integer().ok()?)))
            }
            _ => None,
        }
    }
}

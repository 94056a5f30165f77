//! The seed tutorials as runnable Rust: a tour of the typed layout layer.
//!
//! The seed tutorials are the three public tutorials the library was first built against:
//!
//! | module | tutorial |
//! | --- | --- |
//! | [`seed000`] | a CuTe layout tutorial (dingfen.github.io, 2024-08-18, in Chinese): layouts, `print_layout`, LayoutLeft/LayoutRight, hierarchical layouts, idx2crd/crd2idx |
//! | [`seed003`] | a CuTe introduction for CUTLASS 3.x (in Chinese): IntTuple, static and dynamic integers, nine example layouts, exercises with answers |
//! | [`seed004`] | notes on CuTe DSL's educational notebooks (CUTLASS 4.3.5, in Chinese): layout algebra, TV layouts, tensors, the element-wise add kernel, printing, CUDA graphs |
//!
//! `cargo run --example tour` prints every [`Section`] of [`tour`] in order. Each section mirrors
//! one section of a seed tutorial: for every step it shows the C++ line of
//! the tutorial, the Rust expression that does the same, and what CuTe C++ prints for it. Where a
//! seed prints something CuTe does not (a wrong rank, a wrong answer, a hand-drawn table), the
//! step carries a note saying what the seed shows and why CuTe differs.
//!
//! The sections are plain functions returning values, so tests call them without spawning a
//! process (`tests/seed_tables.rs` compares them with the tutorials' printed tables, kept in
//! `tests/seed_tables/`).
//!
//! ```
//! let sections = layout_examples::tour();
//! let text: String = sections.iter().map(|s| s.to_string()).collect();
//! assert!(text.contains("(_2,4):(_1,_2)"));
//! ```
#![deny(missing_docs)]

use core::fmt;
use layout_core::int::Int;
use layout_core::int_tuple::IntTuple;
use layout_core::stride::Crd2Idx;
use layout_core::Layout;

pub mod seed000;
pub mod seed003;
pub mod seed004;
pub mod tv_layout;

/// One step of the tour: a C++ line of a seed, its Rust counterpart, and what CuTe prints.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// The C++ expression or statement this step mirrors (as the seed writes it, or as CuTe
    /// would spell the seed's notation).
    pub cpp: String,
    /// The Rust expression that computes the result (its source text).
    pub rust: String,
    /// What CuTe prints for it (may span several lines, without a final newline).
    pub output: String,
    /// Where the seed shows something else: what it shows and why CuTe differs.
    pub note: Option<String>,
}

/// A section of the tour: one section of a seed tutorial.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Section {
    /// The seed file's number (`"000"`, `"003"`).
    pub seed: &'static str,
    /// The heading.
    pub title: &'static str,
    /// One or two sentences for a new user.
    pub intro: &'static str,
    /// The steps, in the seed's order.
    pub steps: Vec<Step>,
}

impl Section {
    /// An empty section.
    pub fn new(seed: &'static str, title: &'static str, intro: &'static str) -> Self {
        Section {
            seed,
            title,
            intro,
            steps: Vec::new(),
        }
    }

    /// Appends a step (see the [`step!`] macro, which fills in the Rust source text).
    pub fn push(&mut self, cpp: &str, rust: &str, output: impl fmt::Display) -> &mut Step {
        let output = output.to_string();
        self.steps.push(Step {
            cpp: cpp.to_string(),
            rust: rust.to_string(),
            output: output.trim_end_matches('\n').to_string(),
            note: None,
        });
        let last = self.steps.len() - 1;
        &mut self.steps[last]
    }

    /// The first step mirroring exactly the C++ text `cpp`, if any.
    pub fn find(&self, cpp: &str) -> Option<&Step> {
        self.steps.iter().find(|s| s.cpp == cpp)
    }
}

impl Step {
    /// Attaches a note (where the seed disagrees with CuTe, or a hint for the reader).
    pub fn note(&mut self, note: impl Into<String>) -> &mut Self {
        self.note = Some(note.into());
        self
    }
}

impl fmt::Display for Section {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let heading = format!("== seed {}: {} ==", self.seed, self.title);
        writeln!(f, "{heading}")?;
        if !self.intro.is_empty() {
            writeln!(f, "{}", self.intro)?;
        }
        for step in &self.steps {
            writeln!(f)?;
            writeln!(f, "C++ : {}", step.cpp)?;
            writeln!(f, "Rust: {}", step.rust)?;
            writeln!(f, "{}", step.output)?;
            if let Some(note) = &step.note {
                writeln!(f, "note: {note}")?;
            }
        }
        writeln!(f)
    }
}

/// Records a step: `step!(section, "C++ text", rust_expr)` evaluates `rust_expr`, prints it with
/// `Display`, and keeps the expression's source text. Returns the new [`Step`] for `.note(..)`.
///
/// `step!(section, "C++ text", let name = rust_expr)` also binds `name` for later steps, prints
/// it, and shows the `let` statement as the Rust text.
///
/// `step!(section, "C++ text", let name = int_tuple_expr; tuple)` does the same for an IntTuple,
/// printed with [`display`](layout_core::print::display).
#[macro_export]
macro_rules! step {
    ($section:expr, $cpp:expr, let $name:ident = $rust:expr; tuple) => {
        let $name = $rust;
        $section.push(
            $cpp,
            concat!("let ", stringify!($name), " = ", stringify!($rust), ";"),
            ::layout_core::print::display($name),
        );
    };
    ($section:expr, $cpp:expr, let $name:ident = $rust:expr) => {
        let $name = $rust;
        $section.push(
            $cpp,
            concat!("let ", stringify!($name), " = ", stringify!($rust), ";"),
            &$name,
        );
    };
    ($section:expr, $cpp:expr, $rust:expr) => {
        $section.push($cpp, stringify!($rust), $rust)
    };
}

/// Every section of the tour, in the seeds' order.
pub fn tour() -> Vec<Section> {
    let mut all = seed000::sections();
    all.extend(seed003::sections());
    all.extend(seed004::sections());
    all
}

/// CuTe's `rank(x)`: always a static integer, printed `_N`.
///
/// ```
/// use layout_core::prelude::*;
/// let l = Layout::new((2, (2, 2)), (4, (2, 1)));
/// assert_eq!(layout_examples::rank(&l).to_string(), "_2");
/// ```
pub fn rank<S: IntTuple, D: IntTuple>(_: &Layout<S, D>) -> StaticCount {
    StaticCount(S::RANK)
}

/// CuTe's `depth(x)`: always a static integer, printed `_N`.
///
/// ```
/// use layout_core::prelude::*;
/// let l = Layout::new((2, (2, 2)), (4, (2, 1)));
/// assert_eq!(layout_examples::depth(&l).to_string(), "_2");
/// ```
pub fn depth<S: IntTuple, D: IntTuple>(_: &Layout<S, D>) -> StaticCount {
    StaticCount(S::DEPTH)
}

/// CuTe's `rank(t)` of an IntTuple, printed `_N`.
///
/// ```
/// assert_eq!(layout_examples::tuple_rank(&(2, (3, 4))).to_string(), "_2");
/// ```
pub fn tuple_rank<T: IntTuple>(_: &T) -> StaticCount {
    StaticCount(T::RANK)
}

/// CuTe's `depth(t)` of an IntTuple, printed `_N`.
///
/// ```
/// assert_eq!(layout_examples::tuple_depth(&(2, (3, 4))).to_string(), "_2");
/// ```
pub fn tuple_depth<T: IntTuple>(_: &T) -> StaticCount {
    StaticCount(T::DEPTH)
}

/// A count that CuTe computes at compile time (`rank`, `depth`), printed as a static integer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StaticCount(pub usize);

impl fmt::Display for StaticCount {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "_{}", self.0)
    }
}

/// The seed 000 listing of a layout's values at its 1-D coordinates (there is no CuTe function
/// for it; `print_layout` needs rank 2):
///
/// ```text
/// Layout:  8:2
/// Coord :  0  1  2  3  4  5  6  7
/// Index :  0  2  4  6  8 10 12 14
/// ```
///
/// ```
/// use layout_core::prelude::*;
/// let text = layout_examples::listing(&make_layout_with(4, 3)).to_string();
/// assert_eq!(text, "Layout:  4:3\nCoord :  0  1  2  3\nIndex :  0  3  6  9\n");
/// ```
pub fn listing<S: IntTuple, D: IntTuple>(layout: &Layout<S, D>) -> Listing
where
    i32: Crd2Idx<S, D>,
{
    let n = layout.size().value();
    Listing {
        layout: layout.to_string(),
        index: (0..n).map(|i| layout.call(i).value()).collect(),
    }
}

/// A layout's values at `0..size`, printed in the seed 000 format (see [`listing`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Listing {
    /// The layout as CuTe prints it.
    pub layout: String,
    /// `layout(i)` for each 1-D coordinate `i`.
    pub index: Vec<i32>,
}

impl fmt::Display for Listing {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "Layout:  {}", self.layout)?;
        f.write_str("Coord :")?;
        for i in 0..self.index.len() {
            write!(f, "{i:>3}")?;
        }
        f.write_str("\nIndex :")?;
        for v in &self.index {
            write!(f, "{v:>3}")?;
        }
        f.write_str("\n")
    }
}

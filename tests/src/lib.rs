//! Helpers shared by the integration tests of the layout workspace: where the golden files
//! are, reading them, and proptest strategies that generate values of the expression language.
#![deny(missing_docs)]

pub mod cases;
pub mod gen;
pub mod oracle;
pub mod postconditions;

//! Helpers shared by the integration tests of the layout workspace: where the golden files
//! are, and proptest strategies that generate values of the expression language.
#![deny(missing_docs)]

pub mod gen;
pub mod oracle;

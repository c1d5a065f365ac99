//! 三国杀 (Legends of the Three Kingdoms): the rules engine (`rules`), random self-play (`sim`),
//! Fluent localisation (`i18n`), a terminal front end (`tui`) and, behind the `client` feature,
//! the Bevy desktop client.

pub mod ai;
pub mod arena;
pub mod art;
pub mod encyclopedia;
pub mod file_error;
pub mod i18n;
pub mod order;
pub mod rules;
pub mod session;
pub mod sim;
pub mod tui;
pub mod tutorial;

#[cfg(feature = "client")]
pub mod client;

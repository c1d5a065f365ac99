//! 将军令 (Generals' Order): a separate two-player strategy card game (seed 004), as its own pure rules
//! engine with the project's discipline — one pending request with its legal answers, `submit` that
//! refuses an illegal answer and changes nothing, per-seat `view`, events with visibility, a seeded
//! RNG inside the state, serde/RON, Fluent text. No Bevy, threads, clock or global state.
//!
//! - `cards`: the six card classes and the effect primitives; the pool in `assets/order/cards.ron`;
//! - `deck`: deck files and their validation (`assets/order/decks/`);
//! - `game`: the state machine (setup, 取/兵/布局/攻守/终, 特 windows, the five win conditions);
//! - `view`: what one seat may see;
//! - `scenario`: RON rules cases on stacked decks (`tests/order_scenarios/`, `sgs order scenario FILE`);
//! - `sim`, `ai`, `arena`: random-legal self-play with invariants, the search AI, matches;
//! - `text`, `cli`: localized log lines and terminal play.
//!
//! The rules digest with where each rule lives and which scenario tests it: `docs/order-rules.md`.

pub mod ai;
pub mod arena;
pub mod cards;
pub mod cli;
pub mod deck;
pub mod game;
pub mod scenario;
pub mod sim;
pub mod text;
pub mod view;

pub use cards::{CardDef, Class, Faction, Pool};
pub use deck::{Deck, DeckError};
pub use game::{Action, Answer, CardId, Event, Game, Outcome, Place, Refusal, Request, Seat, Setup, WinReason};

use std::sync::Arc;

/// The built-in pool, shared.
pub fn builtin_pool() -> Result<Arc<Pool>, crate::file_error::FileError> {
    Pool::builtin().map(Arc::new)
}

/// A game between two decks.
pub fn game_from_decks(pool: Arc<Pool>, a: &Deck, b: &Deck, seed: u64) -> Result<Game, game::SetupError> {
    Game::new(Setup { sides: [a.side(), b.side()], first: None }, seed, pool)
}

//! The rules engine: pure Rust, no Bevy, no threads, no clock, no global state.
//!
//! A [`Game`] is built from a [`Setup`] and a seed. It runs until one decision is needed and exposes
//! it as [`Game::pending`]; [`Game::submit`] validates an answer against exactly that request (an
//! illegal answer changes nothing). [`Game::view`] shows one seat what it may know. The whole game,
//! RNG and pending request included, is `Clone` and serde-serializable, and the same setup, seed and
//! answers always give the same events.

// Frame handlers share one signature (they take their boxed frame by value), even when one does
// not need to keep the box.
#![allow(clippy::boxed_local)]

pub mod agent;
pub(crate) mod cards;
mod combat;
pub mod data;
pub mod event;
pub(crate) mod flow;
pub(crate) mod frames;
pub mod game;
pub mod identity;
mod judge;
pub mod mode;
pub mod modifiers;
pub mod pattern;
pub mod request;
mod respond;
pub mod scenario;
pub mod skills;
pub mod triggers;
pub mod types;
mod usecard;
mod validate;
pub mod view;
mod zones;

pub use data::{CardKind, Color, Faction, Gender, Subtype, Suit};
pub use event::{Event, IdentityWin, Logged, Mark, MoveReason, Nature, Outcome, Visibility, Winner};
pub use game::{Game, GeneralSlot, Player, Setup, SetupError};
pub use mode::Mode;
pub use modifiers::{Reach, TargetProblem};
pub use pattern::Pattern;
pub use request::{
    Answer, CardSource, Choice, Illegal, Pick, PlayOption, Reason, ReasonBy, Request, RequestKind, Rule, TargetSpec,
    Using,
};
pub use skills::SkillId;
pub use types::{CardId, GeneralId, Identity, Phase, Role, Seat, VCard, Zone};
pub use view::{PendingView, SeatView, View};

impl Game {
    pub(crate) fn gender(&self, seat: Seat) -> Option<Gender> {
        self.players.get(seat as usize).and_then(|p| p.general()).map(|g| g.def().gender)
    }
}

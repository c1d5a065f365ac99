//! The mode seam: a `Setup` names its mode, and everything a mode decides — who the seats are (roles
//! in 身份局), how generals are chosen, the start, the win check, what a death brings, whose lord skills
//! work, who knows whose identity — comes from the mode's `ModeRules`. The core flow asks these
//! functions and never asks which mode is playing. `Mode::rules` is an exhaustive match: a new mode
//! does not compile until it has its rules.

use super::event::Outcome;
use super::frames::SelectFrame;
use super::game::{Game, SetupError};
use super::types::Seat;
use serde::{Deserialize, Serialize};

/// A game mode.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Mode {
    /// 身份局: lord, loyalists, rebels and renegades (seed 001).
    #[default]
    Identity,
}

/// Everything a mode decides.
#[derive(Clone, Copy)]
pub(crate) struct ModeRules {
    /// Seats the players with their identities for a table of `setup.players` (randomly, from the
    /// game's RNG); refuses a table the mode cannot play.
    pub seat_players: fn(&mut Game) -> Result<(), SetupError>,
    /// Announces the identities (each to whom may know it) once the game has started.
    pub announce: fn(&mut Game),
    /// The seat that takes the first turn and is dealt to first.
    pub first: fn(&Game) -> Seat,
    /// Runs one step of general selection (`Frame::SelectGenerals`); ends by calling `start_game`.
    pub select: fn(&mut Game, Box<SelectFrame>),
    /// The max HP a seat starts with, given its general's (or the default).
    pub start_hp: fn(&Game, Seat, i8) -> i8,
    /// The result, if somebody has won.
    pub winner: fn(&Game) -> Option<Outcome>,
    /// Rewards and penalties after a death (the killer, if any, is the second seat).
    pub after_death: fn(&mut Game, Seat, Option<Seat>),
    /// Whether the seat's 主公技 work.
    pub lord_skills: fn(&Game, Seat) -> bool,
    /// Whether the first seat may know the second seat's identity.
    pub identity_known: fn(&Game, Seat, Seat) -> bool,
    /// Whether the second seat's general is shown to the first seat while generals are being chosen.
    pub general_shown_in_selection: fn(&Game, Seat, Seat) -> bool,
    /// Whether a table set up by hand (a scenario) is one the mode can play, and why not.
    pub check_table: fn(&Game) -> Result<(), String>,
}

impl Mode {
    /// The mode's rules. Exhaustive: a new mode does not compile until it has its rules.
    pub(crate) const fn rules(self) -> &'static ModeRules {
        match self {
            Mode::Identity => &super::identity::RULES,
        }
    }

    /// Stable id as used in setups and locale keys.
    pub fn id(self) -> &'static str {
        match self {
            Mode::Identity => "identity",
        }
    }
}

impl Game {
    pub(crate) fn mode(&self) -> &'static ModeRules {
        self.setup.mode.rules()
    }
}

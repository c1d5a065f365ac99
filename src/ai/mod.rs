//! AI players that never peek. A [`Bot`] sees only what its seat may see: the events visible to that
//! seat (fed one by one through [`Bot::observe`]) and the seat's [`View`] when it must decide. It is
//! never given the game itself, so it cannot read hidden roles or hands; [`Table`] is the only place
//! where the game and the bots meet.

pub mod belief;
pub mod heuristic;
pub mod sides;

use crate::rules::{Answer, Event, Game, PendingView, Seat, View, agent};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

/// An answerer for one seat.
pub trait Bot: Send + Sync {
    /// One event this seat may see, in order.
    fn observe(&mut self, event: &Event);
    /// The answer to the seat's pending request (`view.pending` is `PendingView::Mine`).
    fn decide(&mut self, view: &View) -> Answer;
}

/// How strong (and how careful) a heuristic bot is. Never a matter of seeing more.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Difficulty {
    Easy,
    Normal,
    Hard,
}

/// Which bot plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BotKind {
    Random,
    Heuristic(Difficulty),
}

impl std::str::FromStr for BotKind {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s {
            "random" => Ok(BotKind::Random),
            "easy" => Ok(BotKind::Heuristic(Difficulty::Easy)),
            "normal" | "heuristic" => Ok(BotKind::Heuristic(Difficulty::Normal)),
            "hard" => Ok(BotKind::Heuristic(Difficulty::Hard)),
            other => Err(format!("unknown bot `{other}` (random, easy, normal, hard)")),
        }
    }
}

impl BotKind {
    pub fn make(self, seat: Seat, seed: u64) -> Box<dyn Bot> {
        match self {
            BotKind::Random => Box::new(RandomBot::new(seed)),
            BotKind::Heuristic(d) => Box::new(heuristic::Heuristic::new(seat, d, seed)),
        }
    }
}

/// Picks uniformly among the legal answers.
pub struct RandomBot {
    rng: ChaCha8Rng,
}

impl RandomBot {
    pub fn new(seed: u64) -> Self {
        RandomBot { rng: ChaCha8Rng::seed_from_u64(seed) }
    }
}

impl Bot for RandomBot {
    fn observe(&mut self, _event: &Event) {}
    fn decide(&mut self, view: &View) -> Answer {
        match &view.pending {
            Some(PendingView::Mine(r)) => agent::random_answer(r, &mut self.rng),
            _ => Answer::Pass,
        }
    }
}

/// The table: runs a game, feeding each bot only its own seat's view and visible events.
pub struct Table {
    game: Game,
    bots: Vec<Box<dyn Bot>>,
}

/// What went wrong at a table.
#[derive(Debug, Clone, PartialEq)]
pub enum TableError {
    /// A bot gave an illegal answer (a bug in the bot): the seat and the reason.
    Illegal(Seat, String),
}

impl Table {
    pub fn new(game: Game, bots: Vec<Box<dyn Bot>>) -> Table {
        Table { game, bots }
    }

    /// Read-only access for the host (statistics, UI); bots never see it.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Hands out the events recorded since the last call to the seats allowed to see them, and
    /// returns them (for the host's own statistics).
    pub fn deliver(&mut self) -> Vec<crate::rules::Logged> {
        let events = self.game.drain_events();
        for e in &events {
            for (s, bot) in self.bots.iter_mut().enumerate() {
                if e.vis.visible_to(s as Seat) {
                    bot.observe(&e.event);
                }
            }
        }
        events
    }

    /// Lets the seat that must decide answer. Returns the seat, or `None` when the game is over.
    pub fn step(&mut self) -> Result<Option<Seat>, TableError> {
        let Some(seat) = self.game.pending().map(|r| r.seat) else { return Ok(None) };
        let view = self.game.view(seat);
        let answer = self.bots[seat as usize].decide(&view);
        self.game.submit(seat, answer).map_err(|e| TableError::Illegal(seat, e.to_string()))?;
        Ok(Some(seat))
    }
}

//! The request vocabulary (ARCHITECTURE §3): what the engine asks, and the answers it accepts.

use super::data::{CardKind, Suit};
use super::pattern::Pattern;
use super::skills::SkillId;
use super::types::{CardId, GeneralId, Phase, Seat};
use serde::{Deserialize, Serialize};

/// The one pending decision.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Request {
    pub seat: Seat,
    pub kind: RequestKind,
    pub reason: Reason,
}

/// Why a request is asked: which card, skill or rule asks, and about whom.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Reason {
    pub by: ReasonBy,
    /// The other party, e.g. the source of a 杀 being answered, or the dying seat.
    pub about: Option<Seat>,
}

#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub enum ReasonBy {
    Card(CardKind),
    Skill(SkillId),
    Rule(Rule),
}

/// Rules that ask questions on their own.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Rule {
    ChooseGeneral,
    PlayPhase,
    DiscardPhase,
    Dying,
    /// Several of one player's triggers are ready at once: which first?
    TriggerOrder,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum RequestKind {
    /// 出牌阶段: use a card or activate a skill, recast a card (重铸), or end the phase.
    Play {
        options: Vec<PlayOption>,
        /// Hand cards that may be recast: put into the discard pile to draw one (铁索连环 …).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        recast: Vec<CardId>,
    },
    /// Use or play a card of `pattern` (or pass, unless `can_pass` is false).
    Respond {
        pattern: Pattern,
        using: bool,
        options: Vec<CardSource>,
    },
    /// Pick between `min` and `max` of `from`.
    ChooseCards {
        from: Vec<Pick>,
        min: u8,
        max: u8,
    },
    ChooseSeats {
        from: Vec<Seat>,
        min: u8,
        max: u8,
    },
    ChooseOption {
        options: Vec<Choice>,
    },
    /// Invoke an optional skill or equipment effect?
    Confirm {
        skill: SkillId,
    },
    /// 观星-style: put `cards` on top of the deck (in order) and the rest at the bottom.
    Arrange {
        cards: Vec<CardId>,
        bottom_allowed: bool,
    },
    /// Hand out `cards` among `seats` (遗计, 仁德); `min` cards must be given.
    Distribute {
        cards: Vec<CardId>,
        seats: Vec<Seat>,
        min: u8,
    },
}

/// Which card or cards can be used: one card as itself (or as `PlayOption::kind`), or `count`
/// cards out of `from` turned into a card by a skill (e.g. 丈八蛇矛: any two hand cards as 杀).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum CardSource {
    Card(CardId),
    Convert { skill: SkillId, from: Vec<CardId>, min: u8, max: u8 },
}

/// One thing the play phase allows.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PlayOption {
    pub source: CardSource,
    /// The card used; `None` for a skill activation that is not a card.
    pub kind: Option<CardKind>,
    pub targets: TargetSpec,
}

/// Legal targets: between `min` and `max` distinct seats from `seats`; or, when `pairs` is
/// non-empty, exactly two seats `[a, b]` with `b` in the list paired with `a` (借刀杀人).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct TargetSpec {
    pub min: u8,
    pub max: u8,
    pub seats: Vec<Seat>,
    pub pairs: Vec<(Seat, Vec<Seat>)>,
}

/// A card to pick. Cards in another seat's hand are picked blind, by position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Pick {
    Card(CardId),
    Hidden { seat: Seat, index: u8 },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Choice {
    General(GeneralId),
    Suit(Suit),
    /// 雌雄双股剑: discard one hand card …
    DiscardCard,
    /// … or let the attacker draw one.
    LetDraw,
    TakeDamage,
    /// Discard two hand cards (刚烈).
    DiscardTwo,
    /// Recover 1 HP (耀武).
    Recover,
    /// Draw a card (耀武).
    Draw,
    Phase(Phase),
    Skill(SkillId),
}

/// An answer to the pending request.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Answer {
    Use {
        source: Using,
        targets: Vec<Seat>,
    },
    /// 重铸 a hand card offered for it in the play phase.
    Recast(CardId),
    EndPhase,
    Respond(Using),
    Pass,
    Cards(Vec<Pick>),
    Seats(Vec<Seat>),
    Choice(u8),
    Confirm(bool),
    Arrange {
        top: Vec<CardId>,
        bottom: Vec<CardId>,
    },
    Distribute(Vec<(Seat, Vec<CardId>)>),
}

/// The concrete cards behind a use: one card, or the cards a skill converts.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Using {
    Card(CardId),
    Convert { skill: SkillId, cards: Vec<CardId> },
}

/// Why an answer was refused. The game is unchanged.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Illegal {
    GameOver,
    NotYourTurn { expected: Seat },
    WrongKind,
    NotAnOption,
    NotYourCard(CardId),
    WrongCount { min: u8, max: u8, got: u8 },
    Duplicate,
    BadTarget(Seat),
    CannotPass,
}

impl std::fmt::Display for Illegal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Illegal::GameOver => write!(f, "the game is over"),
            Illegal::NotYourTurn { expected } => write!(f, "seat {expected} must answer"),
            Illegal::WrongKind => write!(f, "this answer does not fit the request"),
            Illegal::NotAnOption => write!(f, "not one of the legal options"),
            Illegal::NotYourCard(c) => write!(f, "card {} cannot be chosen here", c.data_id()),
            Illegal::WrongCount { min, max, got } => write!(f, "needs {min}..={max}, got {got}"),
            Illegal::Duplicate => write!(f, "the same item is chosen twice"),
            Illegal::BadTarget(s) => write!(f, "seat {s} is not a legal target"),
            Illegal::CannotPass => write!(f, "this request cannot be declined"),
        }
    }
}

impl std::error::Error for Illegal {}

impl Illegal {
    /// Fluent message id for the client.
    pub fn message_id(&self) -> &'static str {
        match self {
            Illegal::GameOver => "illegal-game-over",
            Illegal::NotYourTurn { .. } => "illegal-not-your-turn",
            Illegal::WrongKind => "illegal-wrong-kind",
            Illegal::NotAnOption => "illegal-not-an-option",
            Illegal::NotYourCard(_) => "illegal-not-your-card",
            Illegal::WrongCount { .. } => "illegal-wrong-count",
            Illegal::Duplicate => "illegal-duplicate",
            Illegal::BadTarget(_) => "illegal-bad-target",
            Illegal::CannotPass => "illegal-cannot-pass",
        }
    }
}

impl TargetSpec {
    pub fn none() -> Self {
        TargetSpec::default()
    }
    pub fn seats(seats: Vec<Seat>, min: u8, max: u8) -> Self {
        TargetSpec { min, max, seats, pairs: Vec::new() }
    }
    /// Checks a target list against this spec.
    pub fn check(&self, targets: &[Seat]) -> Result<(), Illegal> {
        if !self.pairs.is_empty() {
            return match targets {
                [a, b] => {
                    let Some((_, bs)) = self.pairs.iter().find(|(x, _)| x == a) else {
                        return Err(Illegal::BadTarget(*a));
                    };
                    if bs.contains(b) { Ok(()) } else { Err(Illegal::BadTarget(*b)) }
                }
                _ => Err(Illegal::WrongCount { min: 2, max: 2, got: targets.len() as u8 }),
            };
        }
        let n = targets.len() as u8;
        if n < self.min || n > self.max {
            return Err(Illegal::WrongCount { min: self.min, max: self.max, got: n });
        }
        for (i, t) in targets.iter().enumerate() {
            if !self.seats.contains(t) {
                return Err(Illegal::BadTarget(*t));
            }
            if targets[..i].contains(t) {
                return Err(Illegal::Duplicate);
            }
        }
        Ok(())
    }
    /// Whether some target choice is possible.
    pub fn satisfiable(&self) -> bool {
        if !self.pairs.is_empty() {
            return self.pairs.iter().any(|(_, b)| !b.is_empty());
        }
        self.seats.len() >= self.min as usize
    }
}

impl CardSource {
    /// Checks the concrete cards of an answer against this source.
    pub fn matches(&self, using: &Using) -> Result<(), Illegal> {
        match (self, using) {
            (CardSource::Card(a), Using::Card(b)) if a == b => Ok(()),
            (CardSource::Convert { skill, from, min, max }, Using::Convert { skill: s, cards }) if skill == s => {
                let n = cards.len() as u8;
                if n < *min || n > *max {
                    return Err(Illegal::WrongCount { min: *min, max: *max, got: n });
                }
                for (i, c) in cards.iter().enumerate() {
                    if !from.contains(c) {
                        return Err(Illegal::NotYourCard(*c));
                    }
                    if cards[..i].contains(c) {
                        return Err(Illegal::Duplicate);
                    }
                }
                Ok(())
            }
            _ => Err(Illegal::NotAnOption),
        }
    }
}

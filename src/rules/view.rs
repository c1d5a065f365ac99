//! What one seat may know (ARCHITECTURE §1.4): its own hand and role, the lord's role, the roles of
//! the dead, every public zone, and counts of hidden zones. UIs and AIs get views, never the state.

use super::data::CardKind;
use super::event::{Logged, Mark, Outcome};
use super::game::Game;
use super::request::{Request, RequestKind};
use super::types::{CardId, GeneralId, Identity, Phase, Role, Seat};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeatView {
    pub seat: Seat,
    pub alive: bool,
    pub hp: i8,
    pub max_hp: i8,
    /// Who the seat is, when the viewer may know it (身份局: oneself, the lord and the dead).
    pub identity: Option<Identity>,
    /// The general everybody sees: the first face-up one.
    pub general: Option<GeneralId>,
    /// Both general slots (main, deputy) as this viewer may see them: a face-up general, or one's own
    /// face-down general (with `false`); another seat's face-down general is hidden.
    #[serde(default)]
    pub generals: [Option<(GeneralId, bool)>; 2],
    pub hand_count: u8,
    /// Only for the viewer's own seat.
    pub hand: Option<Vec<CardId>>,
    pub equip: [Option<CardId>; 4],
    pub judge: Vec<(CardId, CardKind)>,
    /// Marks and states (连环, 酒, 翻面, skill marks) with their values.
    #[serde(default)]
    pub marks: Vec<(Mark, i16)>,
}

impl SeatView {
    /// The seat's role card, when known and the mode deals them.
    pub fn role(&self) -> Option<Role> {
        self.identity.and_then(Identity::role)
    }
}

/// The pending decision as a seat sees it: its own request in full, somebody else's by seat and kind.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum PendingView {
    Mine(Request),
    Other { seat: Seat, kind: RequestTag },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum RequestTag {
    Play,
    Respond,
    ChooseCards,
    ChooseSeats,
    ChooseOption,
    Confirm,
    Arrange,
    Distribute,
}

impl RequestTag {
    pub fn of(kind: &RequestKind) -> Self {
        match kind {
            RequestKind::Play { .. } => RequestTag::Play,
            RequestKind::Respond { .. } => RequestTag::Respond,
            RequestKind::ChooseCards { .. } => RequestTag::ChooseCards,
            RequestKind::ChooseSeats { .. } => RequestTag::ChooseSeats,
            RequestKind::ChooseOption { .. } => RequestTag::ChooseOption,
            RequestKind::Confirm { .. } => RequestTag::Confirm,
            RequestKind::Arrange { .. } => RequestTag::Arrange,
            RequestKind::Distribute { .. } => RequestTag::Distribute,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct View {
    /// The game's mode (what identities, results and rules mean).
    pub mode: super::mode::Mode,
    pub viewer: Seat,
    pub players: Vec<SeatView>,
    pub deck_count: u8,
    pub discard: Vec<CardId>,
    pub processing: Vec<CardId>,
    pub current: Seat,
    pub phase: Option<Phase>,
    pub turn: u32,
    pub pending: Option<PendingView>,
    pub outcome: Option<Outcome>,
}

impl Game {
    /// Everything `seat` may know, and nothing more.
    pub fn view(&self, seat: Seat) -> View {
        // Generals are hidden while selection is still under way (chosen simultaneously, then shown).
        let selecting = self.stack.iter().any(|f| matches!(f, super::frames::Frame::SelectGenerals(_)));
        let players = self
            .players
            .iter()
            .map(|p| {
                let me = p.seat == seat;
                let role_known = (self.mode().identity_known)(self, seat, p.seat);
                let hidden_in_selection = selecting && !(self.mode().general_shown_in_selection)(self, seat, p.seat);
                SeatView {
                    seat: p.seat,
                    alive: p.alive,
                    hp: p.hp,
                    max_hp: p.max_hp,
                    identity: role_known.then_some(p.identity),
                    general: if hidden_in_selection { None } else { p.general() },
                    generals: p.generals.map(|slot| {
                        slot.filter(|s| me || (s.face_up && !hidden_in_selection)).map(|s| (s.general, s.face_up))
                    }),
                    hand_count: p.hand.len() as u8,
                    hand: me.then(|| p.hand.clone()),
                    equip: p.equip,
                    judge: p.judge.clone(),
                    marks: p.marks.clone(),
                }
            })
            .collect();
        let pending = self.pending.as_ref().map(|r| {
            if r.seat == seat {
                PendingView::Mine(r.clone())
            } else {
                PendingView::Other { seat: r.seat, kind: RequestTag::of(&r.kind) }
            }
        });
        View {
            mode: self.setup.mode,
            viewer: seat,
            players,
            deck_count: self.deck.len() as u8,
            discard: self.discard.clone(),
            processing: self.processing.clone(),
            current: self.turn.seat,
            phase: self.turn.phase,
            turn: self.turn_count,
            pending,
            outcome: self.outcome.clone(),
        }
    }

    /// The recorded events `seat` may see.
    pub fn events_for(&self, seat: Seat) -> impl Iterator<Item = &Logged> {
        self.events.iter().filter(move |e| e.vis.visible_to(seat))
    }
}

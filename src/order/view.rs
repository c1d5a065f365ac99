//! What one seat may know (hidden information enforced, not trusted): its own hand, the counts of
//! the opponent's hand and of both 资源区 and 耗费区 (face down), everything face up (battlefield,
//! 阵亡区, 游戏除外, the 优势 card, revealed 军令), and its own pending request.

use super::cards::Faction;
use super::game::{AdvantageSlot, CardId, Game, Logged, Outcome, Request, Seat, Unit, Vis};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SideView {
    pub factions: Vec<Faction>,
    pub hand_count: usize,
    pub resource_count: usize,
    pub spent_count: usize,
    pub fallen: Vec<CardId>,
    pub removed: Vec<CardId>,
    pub field: Vec<Unit>,
    /// The 军令, once revealed (always for one's own).
    pub order: Option<CardId>,
    pub shackled: Vec<String>,
    pub hand_limit: u8,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct View {
    pub seat: Seat,
    pub current: Seat,
    pub turn: u32,
    pub hand: Vec<CardId>,
    pub sides: [SideView; 2],
    pub advantage: Option<AdvantageSlot>,
    /// This seat's request, if it is the one to answer.
    pub pending: Option<Request>,
    /// Who must answer, when it is not this seat.
    pub waiting_on: Option<Seat>,
    pub outcome: Option<Outcome>,
    /// The names (pool ids) of every card this seat can see.
    pub names: BTreeMap<CardId, String>,
}

impl Game {
    pub fn view(&self, seat: Seat) -> View {
        let revealed = self.turn > 0;
        let mut names = BTreeMap::new();
        let see = |c: CardId, names: &mut BTreeMap<CardId, String>| {
            names.insert(c, self.name(c).to_string());
        };
        let sides = [0u8, 1].map(|s| {
            let p = self.player(s);
            let order = if s == seat || revealed { p.order } else { None };
            for c in p.fallen.iter().chain(p.removed.iter()).chain(order.iter()) {
                see(*c, &mut names);
            }
            if s == seat {
                for c in p.hand.iter().chain(p.order_options.iter()) {
                    see(*c, &mut names);
                }
            }
            for u in &p.field {
                see(u.card, &mut names);
                for e in &u.equipment {
                    see(*e, &mut names);
                }
            }
            SideView {
                factions: p.factions.clone(),
                hand_count: p.hand.len(),
                resource_count: p.resource.len(),
                spent_count: p.spent.len(),
                fallen: p.fallen.clone(),
                removed: p.removed.clone(),
                field: p.field.clone(),
                order,
                shackled: p.shackled.iter().map(|i| self.pool().cards[*i as usize].id.clone()).collect(),
                hand_limit: self.hand_limit(s),
            }
        });
        if let Some(a) = self.advantage() {
            see(a.card, &mut names);
        }
        let pending = self.pending().filter(|r| r.seat() == seat).cloned();
        let waiting_on = self.pending().map(|r| r.seat()).filter(|s| *s != seat);
        View {
            seat,
            current: self.current(),
            turn: self.turn(),
            hand: self.player(seat).hand.clone(),
            sides,
            advantage: self.advantage().cloned(),
            pending,
            waiting_on,
            outcome: self.outcome(),
            names,
        }
    }

    /// The events `seat` may see.
    pub fn visible_events(&self, seat: Seat) -> impl Iterator<Item = &Logged> {
        self.events().iter().filter(move |l| match l.vis {
            Vis::All => true,
            Vis::Only(s) => s == seat,
        })
    }
}

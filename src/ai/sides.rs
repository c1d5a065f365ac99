//! What a bot believes about sides — who wins with whom — with one model per mode. The heuristic asks
//! only the questions below (how friendly a seat is, whether a hidden seat may be a teammate, whether
//! this seat leads its side …) and never which mode is playing. 身份局's model is the role belief
//! ([`Belief`]) and the role plans (the renegade's, the loyalist's); a new mode (国战: kingdoms and the
//! careerist) adds its model here.

use super::belief::{Act, Belief, alignment};
use crate::rules::mode::Mode;
use crate::rules::{Event, Role, Seat, SeatView, View};

/// A bot's model of the sides at its table.
#[derive(Clone, Debug)]
pub struct Sides {
    seat: Seat,
    /// Built from the first view (it needs the table and the mode).
    model: Option<Model>,
    /// Events seen before the model could be built.
    backlog: Vec<Event>,
}

/// One model per mode.
#[derive(Clone, Debug)]
enum Model {
    /// 身份局: a weighted belief over the role assignments.
    Identity(Belief),
}

/// What a lethal hit on a hidden seat risks: the chance it is a teammate, and the chance above which
/// the bot will not take the risk.
#[derive(Clone, Copy, Debug)]
pub struct TeammateRisk {
    pub chance: f64,
    pub lethal_limit: f64,
}

impl Sides {
    pub fn new(seat: Seat) -> Sides {
        Sides { seat, model: None, backlog: Vec::new() }
    }

    /// Builds the model from the first view, folding in the events seen before.
    pub fn ensure(&mut self, view: &View) {
        if self.model.is_some() {
            return;
        }
        let mut model = match view.mode {
            Mode::Identity => Model::Identity(Belief::new(view)),
        };
        for e in self.backlog.drain(..) {
            model.update(&e);
        }
        self.model = Some(model);
    }

    /// Folds in one visible event.
    pub fn update(&mut self, e: &Event) {
        match &mut self.model {
            Some(m) => m.update(e),
            None => self.backlog.push(e.clone()),
        }
    }

    /// `from` acted on `to` with this strength of evidence about their sides.
    pub fn observe(&mut self, from: Seat, to: Seat, act: Act, strength: f64) {
        match &mut self.model {
            Some(Model::Identity(b)) => b.observe(from, to, act, strength),
            None => {}
        }
    }

    fn belief(&self) -> Option<&Belief> {
        match &self.model {
            Some(Model::Identity(b)) => Some(b),
            None => None,
        }
    }

    fn my_role(view: &View) -> Role {
        view.players[view.viewer as usize].role().unwrap_or(Role::Rebel)
    }

    /// −1 enemy … +1 friend.
    pub fn friend(&self, view: &View, s: Seat) -> f64 {
        if s == self.seat {
            return 1.0;
        }
        match view.mode {
            Mode::Identity => self.identity_friend(view, s),
        }
    }

    fn identity_friend(&self, view: &View, s: Seat) -> f64 {
        let me = Self::my_role(view);
        let target = &view.players[s as usize];
        let belief = self.belief();
        if me == Role::Renegade {
            // The renegade's plan: shield the lord, clear the rebels, then the loyalists, then duel the lord.
            let alive = view.players.iter().filter(|p| p.alive).count();
            if target.role() == Some(Role::Lord) {
                return if alive <= 2 { -1.5 } else { 0.7 };
            }
            let rebels_total = crate::rules::identity::roles_for(view.players.len() as u8)
                .map_or(0, |v| v.iter().filter(|&&r| r == Role::Rebel).count());
            let rebels_dead = view.players.iter().filter(|p| !p.alive && p.role() == Some(Role::Rebel)).count();
            let rebels_left = rebels_total.saturating_sub(rebels_dead);
            let loyal = if rebels_left > 0 { -0.15 } else { -0.9 };
            if let (Some(b), true) = (belief, target.alive) {
                return b.expect(s, |r| match r {
                    Role::Rebel => -0.9,
                    Role::Loyalist => loyal,
                    Role::Renegade => -0.6,
                    Role::Lord => 0.7,
                });
            }
        }
        match (belief, target.role()) {
            (_, Some(r)) if target.alive => alignment(me, r),
            (Some(b), _) => b.friendliness(me, s),
            _ => 0.0,
        }
    }

    /// For a seat whose side this bot cannot see, the risk that hurting it hurts a teammate, when this
    /// bot's side must fear that (身份局: the lord and loyalists cannot tell a loyalist from a foe).
    pub fn teammate_risk(&self, view: &View, s: Seat) -> Option<TeammateRisk> {
        match view.mode {
            Mode::Identity => {
                let chance = self.belief().map_or(0.0, |b| b.p(s, Role::Loyalist));
                match Self::my_role(view) {
                    Role::Lord => Some(TeammateRisk { chance, lethal_limit: 0.03 }),
                    Role::Loyalist => Some(TeammateRisk { chance, lethal_limit: 0.1 }),
                    Role::Rebel | Role::Renegade => None,
                }
            }
        }
    }

    /// Whether `p` (nearly dead) might be a teammate an area attack must not finish.
    pub fn fragile_teammate(&self, view: &View, p: &SeatView) -> bool {
        match view.mode {
            Mode::Identity => {
                let b = self.belief();
                match Self::my_role(view) {
                    Role::Lord | Role::Loyalist => {
                        p.role() == Some(Role::Lord) || b.is_some_and(|b| b.p(p.seat, Role::Loyalist) > 0.05)
                    }
                    Role::Rebel => b.is_some_and(|b| b.p(p.seat, Role::Rebel) > 0.2),
                    Role::Renegade => {
                        p.role() == Some(Role::Lord) && view.players.iter().filter(|q| q.alive).count() > 2
                    }
                }
            }
        }
    }

    /// Whether this seat leads its side in the open (身份局: the lord, whose general everyone sees
    /// first and who must last).
    pub fn leads(&self, view: &View) -> bool {
        match view.mode {
            Mode::Identity => Self::my_role(view) == Role::Lord,
        }
    }

    /// Whether this seat plays for another seat's victory rather than its own (身份局: a loyalist).
    pub fn serves(&self, view: &View) -> bool {
        match view.mode {
            Mode::Identity => Self::my_role(view) == Role::Loyalist,
        }
    }
}

impl Model {
    fn update(&mut self, e: &Event) {
        match self {
            Model::Identity(b) => b.update(e),
        }
    }
}

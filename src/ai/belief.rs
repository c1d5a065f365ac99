//! Role inference without peeking: a weighted set of every role assignment consistent with what the
//! seat knows (its own role, the lord, role counts, the roles of the dead), reweighted by what others
//! do — who attacks whom, who heals or protects whom. At most 1,260 assignments (10 players).

use crate::rules::identity::roles_for;
use crate::rules::{Event, Identity, Role, Seat, View};

/// How strongly one observed action suggests the two seats are on the same side.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Act {
    /// `from` hurt or attacked `to` (杀, 决斗, damage, taking or discarding its cards …).
    Hostile,
    /// `from` helped `to` (桃, 无懈 protecting it …).
    Friendly,
}

#[derive(Clone, Debug)]
pub struct Belief {
    me: Seat,
    n: usize,
    /// Each assignment: role per seat, and its weight.
    worlds: Vec<(Vec<Role>, f64)>,
}

/// Whether two roles share a win condition.
pub fn same_side(a: Role, b: Role) -> bool {
    matches!((a, b), (Role::Lord | Role::Loyalist, Role::Lord | Role::Loyalist) | (Role::Rebel, Role::Rebel))
}

impl Belief {
    /// Every assignment consistent with `view`.
    pub fn new(view: &View) -> Belief {
        let n = view.players.len();
        let me = view.viewer;
        let all = roles_for(n as u8).unwrap_or_default();
        let known: Vec<Option<Role>> = view.players.iter().map(|p| p.role()).collect();
        // Roles still unaccounted for, to place on the unknown seats.
        let mut pool = all.clone();
        for r in known.iter().flatten() {
            if let Some(i) = pool.iter().position(|x| x == r) {
                pool.remove(i);
            }
        }
        let unknown: Vec<usize> = (0..n).filter(|&i| known[i].is_none()).collect();
        let mut worlds = Vec::new();
        let mut pool_sorted = pool.clone();
        pool_sorted.sort_by_key(|r| *r as u8);
        permutations_unique(&mut pool_sorted, &mut |perm| {
            let mut roles: Vec<Role> = known.iter().map(|r| r.unwrap_or(Role::Rebel)).collect();
            for (k, &seat) in unknown.iter().enumerate() {
                roles[seat] = perm[k];
            }
            worlds.push((roles, 1.0));
        });
        if worlds.is_empty() {
            worlds.push((known.iter().map(|r| r.unwrap_or(Role::Rebel)).collect(), 1.0));
        }
        Belief { me, n, worlds }
    }

    pub fn worlds(&self) -> usize {
        self.worlds.len()
    }

    /// Drops assignments that contradict a revealed role (a death).
    pub fn reveal(&mut self, seat: Seat, role: Role) {
        let before = self.worlds.len();
        self.worlds.retain(|(r, _)| r[seat as usize] == role);
        if self.worlds.is_empty() && before > 0 {
            // Should not happen; keep a neutral world rather than nothing.
            let mut roles = vec![Role::Rebel; self.n];
            roles[seat as usize] = role;
            self.worlds.push((roles, 1.0));
        }
    }

    /// Reweights by an observed action between two seats.
    pub fn observe(&mut self, from: Seat, to: Seat, act: Act, strength: f64) {
        // My own actions tell me nothing about the others.
        if from == to || from == self.me || from as usize >= self.n || to as usize >= self.n {
            return;
        }
        for (roles, w) in &mut self.worlds {
            let same = same_side(roles[from as usize], roles[to as usize]);
            let lord_hit = roles[to as usize] == Role::Lord && act == Act::Hostile;
            let factor = match (act, same) {
                (Act::Hostile, true) => 1.0 - 0.6 * strength,
                (Act::Friendly, false) => 1.0 - 0.5 * strength,
                _ => 1.0,
            };
            // Attacking the lord is what rebels do; a renegade rarely does it early.
            let factor = if lord_hit && roles[from as usize] == Role::Renegade {
                factor * (1.0 - 0.3 * strength)
            } else {
                factor
            };
            *w *= factor;
        }
        self.normalize();
    }

    fn normalize(&mut self) {
        let total: f64 = self.worlds.iter().map(|(_, w)| w).sum();
        if total <= 0.0 || !total.is_finite() {
            for (_, w) in &mut self.worlds {
                *w = 1.0;
            }
            return;
        }
        // Keep every consistent world possible: evidence is never certain, and in a long game weak signals
        // (a declined rescue, an attack under doubt) must not compound into false certainty.
        let best = self.worlds.iter().map(|(_, w)| *w).fold(0.0, f64::max) / total;
        for (_, w) in &mut self.worlds {
            *w /= total;
            *w = w.max(best * 0.02);
        }
    }

    /// P(seat has role r).
    pub fn p(&self, seat: Seat, role: Role) -> f64 {
        let total: f64 = self.worlds.iter().map(|(_, w)| w).sum();
        if total <= 0.0 {
            return 0.0;
        }
        self.worlds.iter().filter(|(r, _)| r[seat as usize] == role).map(|(_, w)| w).sum::<f64>() / total
    }

    /// The expected value of `f(role)` for `seat`'s role.
    pub fn expect(&self, seat: Seat, f: impl Fn(Role) -> f64) -> f64 {
        [Role::Lord, Role::Loyalist, Role::Rebel, Role::Renegade].into_iter().map(|r| self.p(seat, r) * f(r)).sum()
    }

    /// How much `seat` is on my side, from −1 (surely an enemy) to +1 (surely a friend).
    pub fn friendliness(&self, my_role: Role, seat: Seat) -> f64 {
        if seat == self.me {
            return 1.0;
        }
        let mut f = 0.0;
        for r in [Role::Lord, Role::Loyalist, Role::Rebel, Role::Renegade] {
            let p = self.p(seat, r);
            f += p * alignment(my_role, r);
        }
        f
    }

    /// Folds in one visible event.
    pub fn update(&mut self, e: &Event) {
        match e {
            Event::Died { seat, identity: Identity::Role(role), .. } => self.reveal(*seat, *role),
            // Not saving someone is weak evidence (they may hold no 桃).
            Event::Declined { seat, dying } => self.observe(*seat, *dying, Act::Hostile, 0.1),
            Event::CardUsed { user, kind, targets, .. } => {
                use crate::rules::CardKind::*;
                for &t in targets {
                    // Acts aimed at the known lord say the most.
                    let at_lord = self.worlds.first().is_some_and(|(r, _)| r.get(t as usize) == Some(&Role::Lord))
                        && self.worlds.iter().all(|(r, _)| r.get(t as usize) == Some(&Role::Lord));
                    let s = if at_lord { 1.0 } else { 0.6 };
                    match kind {
                        Slash | Duel | Indulgence => self.observe(*user, t, Act::Hostile, s),
                        // Taking or breaking cards may be a favour (removing a friend's 乐不思蜀).
                        Dismantlement | Snatch | Collateral => self.observe(*user, t, Act::Hostile, 0.35 * s),
                        Peach => self.observe(*user, t, Act::Friendly, 0.9),
                        _ => {}
                    }
                }
            }
            _ => {}
        }
    }
}

/// How a seat of role `me` regards a seat of role `other` (+ friend, − enemy).
pub fn alignment(me: Role, other: Role) -> f64 {
    match (me, other) {
        (Role::Lord, Role::Loyalist) | (Role::Loyalist, Role::Lord) => 1.0,
        (Role::Loyalist, Role::Loyalist) => 0.8,
        (Role::Lord | Role::Loyalist, Role::Rebel) => -1.0,
        (Role::Lord | Role::Loyalist, Role::Renegade) => -0.4,
        (Role::Rebel, Role::Rebel) => 0.8,
        (Role::Rebel, Role::Lord) => -1.2,
        (Role::Rebel, Role::Loyalist) => -0.9,
        (Role::Rebel, Role::Renegade) => -0.3,
        // The renegade keeps everyone weak, but needs the lord alive until the end.
        (Role::Renegade, Role::Lord) => -0.2,
        (Role::Renegade, Role::Loyalist) => -0.5,
        (Role::Renegade, Role::Rebel) => -0.7,
        (Role::Renegade, Role::Renegade) => -0.5,
        (_, _) => 0.0,
    }
}

/// Calls `f` with each distinct permutation of `items` (which must be sorted).
fn permutations_unique(items: &mut [Role], f: &mut dyn FnMut(&[Role])) {
    fn key(r: &Role) -> u8 {
        *r as u8
    }
    loop {
        f(items);
        // Next lexicographic permutation.
        let n = items.len();
        if n < 2 {
            return;
        }
        let mut i = n - 1;
        while i > 0 && key(&items[i - 1]) >= key(&items[i]) {
            i -= 1;
        }
        if i == 0 {
            return;
        }
        let mut j = n - 1;
        while key(&items[j]) <= key(&items[i - 1]) {
            j -= 1;
        }
        items.swap(i - 1, j);
        items[i..].reverse();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Game, Setup};

    #[test]
    fn ten_players_have_1260_assignments_and_eight_players_105() {
        let g = Game::new(Setup { players: 10, ..Default::default() }, 1).unwrap();
        let lord = g.lord();
        let other = (lord + 1) % 10;
        // The lord knows only its own role: 9 unknown seats → 9!/(3!4!2!) = 1260.
        assert_eq!(Belief::new(&g.view(lord)).worlds(), 1260);
        // Anyone else also knows its own role.
        let b = Belief::new(&g.view(other)).worlds();
        assert!(b < 1260 && b > 0);
        let g = Game::new(Setup { players: 8, ..Default::default() }, 1).unwrap();
        assert_eq!(Belief::new(&g.view(g.lord())).worlds(), 105); // 7!/(2!4!1!)
    }

    #[test]
    fn evidence_never_compounds_into_certainty() {
        let g = Game::new(Setup { players: 8, ..Default::default() }, 1).unwrap();
        let lord = g.lord();
        let mut b = Belief::new(&g.view(lord));
        let x = (lord + 1) % 8;
        for _ in 0..200 {
            b.observe(x, lord, Act::Hostile, 1.0);
        }
        // Very likely a rebel, yet a loyalist is still possible (a long game's weak signals can mislead).
        assert!(b.p(x, Role::Rebel) > 0.9, "{}", b.p(x, Role::Rebel));
        assert!(b.p(x, Role::Loyalist) > 0.005, "{}", b.p(x, Role::Loyalist));
    }

    #[test]
    fn attacking_makes_an_enemy_more_likely() {
        let g = Game::new(Setup { players: 5, ..Default::default() }, 3).unwrap();
        let lord = g.lord();
        let mut b = Belief::new(&g.view(lord));
        let x = (lord + 1) % 5;
        let before = b.p(x, Role::Rebel);
        b.observe(x, lord, Act::Hostile, 0.8);
        assert!(b.p(x, Role::Rebel) > before);
        assert!(b.friendliness(Role::Lord, x) < 0.0);
    }
}

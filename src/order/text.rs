//! 将军令 text through Fluent (`locales/<lang>/order.ftl`): card names, card text generated from the
//! effect primitives, log lines for every event, prompts and action labels. Numbers and names are
//! arguments, never concatenated into a message.

use super::cards::{
    Ability, AdvCondition, CardDef, Class, Effect, Element, Mark, OrderEffect, SearchFor, SpecialEffect, Target,
    Trigger, When,
};
use super::game::{Action, CardId, Event, Game, Place, Refusal, Request, Seat, Tgt, WinReason};
use crate::i18n::Localizer;
use fluent::FluentValue;

fn s(v: impl Into<String>) -> FluentValue<'static> {
    FluentValue::from(v.into())
}
fn n(v: i64) -> FluentValue<'static> {
    FluentValue::from(v)
}
fn signed(v: i8) -> FluentValue<'static> {
    s(if v >= 0 { format!("+{v}") } else { format!("{v}") })
}

pub fn card_name(loc: &Localizer, def: &CardDef) -> String {
    loc.t(&format!("order-card-{}", def.id))
}

pub fn name_of(loc: &Localizer, g: &Game, c: CardId) -> String {
    card_name(loc, g.def(c))
}

fn when(loc: &Localizer, w: When) -> String {
    loc.t(match w {
        When::Always => "order-when-always",
        When::Attacking => "order-when-attacking",
        When::Defending => "order-when-defending",
        When::Outside => "order-when-outside",
        When::Inside => "order-when-inside",
    })
}

fn mark(loc: &Localizer, m: Mark) -> String {
    loc.t(&format!("order-mark-{}", m.id()))
}

fn element(loc: &Localizer, e: Element) -> String {
    loc.t(match e {
        Element::Fire => "order-element-fire",
        Element::Water => "order-element-water",
        Element::Earth => "order-element-earth",
        Element::Odd => "order-element-odd",
    })
}

fn target(loc: &Localizer, t: Target) -> String {
    match t {
        Target::This => loc.t("order-target-this"),
        Target::OwnGeneral => loc.t("order-target-own"),
        Target::AllOwn => loc.t("order-target-all-own"),
        Target::EnemyGeneral => loc.t("order-target-enemy"),
        Target::EnemyOutside => loc.t("order-target-enemy-outside"),
        Target::EnemyMarked(m) => loc.tr("order-target-enemy-marked", &[("mark", s(mark(loc, m)))]),
        Target::EnemyEquipment => loc.t("order-target-enemy-equipment"),
    }
}

pub fn effect(loc: &Localizer, e: &Effect) -> String {
    match e {
        Effect::Burn(k) => loc.tr("order-effect-burn", &[("n", n(*k as i64))]),
        Effect::Draw(k) => loc.tr("order-effect-draw", &[("n", n(*k as i64))]),
        Effect::Recycle(k) => loc.tr("order-effect-recycle", &[("n", n(*k as i64))]),
        Effect::Search(what) => {
            let w = match what {
                SearchFor::General => loc.t("order-class-general"),
                SearchFor::Stratagem => loc.t("order-class-stratagem"),
                SearchFor::Equipment => loc.t("order-class-equipment"),
                SearchFor::Marked(m) => mark(loc, *m),
            };
            loc.tr("order-effect-search", &[("what", s(w))])
        }
        Effect::Discard(k) => loc.tr("order-effect-discard", &[("n", n(*k as i64))]),
        Effect::Buff { target: t, force, wit } => {
            let mut parts = Vec::new();
            if *force != 0 {
                parts.push(loc.tr("order-stat-force", &[("n", signed(*force))]));
            }
            if *wit != 0 {
                parts.push(loc.tr("order-stat-wit", &[("n", signed(*wit))]));
            }
            loc.tr("order-effect-buff", &[("target", s(target(loc, *t))), ("change", s(parts.join(" ")))])
        }
        Effect::Hasten(t) => loc.tr("order-effect-hasten", &[("target", s(target(loc, *t)))]),
        Effect::Bounce(t) => loc.tr("order-effect-bounce", &[("target", s(target(loc, *t)))]),
        Effect::PushBack(t) => loc.tr("order-effect-pushback", &[("target", s(target(loc, *t)))]),
        Effect::Shatter(t) => loc.tr("order-effect-shatter", &[("target", s(target(loc, *t)))]),
        Effect::Exile(t) => loc.tr("order-effect-exile", &[("target", s(target(loc, *t)))]),
        Effect::Win => loc.t("order-effect-win"),
    }
}

pub fn ability(loc: &Localizer, a: &Ability) -> String {
    match a {
        Ability::Force { n: k, when: w } => {
            loc.tr("order-ability-force", &[("n", signed(*k)), ("when", s(when(loc, *w)))])
        }
        Ability::Wit { n: k, when: w } => loc.tr("order-ability-wit", &[("n", signed(*k)), ("when", s(when(loc, *w)))]),
        Ability::Aura { faction, n: k } => loc.tr(
            "order-ability-aura",
            &[("faction", s(loc.t(&format!("order-faction-{}", faction.id())))), ("n", signed(*k))],
        ),
        Ability::ElementWit { element: e, n: k } => {
            loc.tr("order-ability-element-wit", &[("element", s(element(loc, *e))), ("n", signed(*k))])
        }
        Ability::Siege(k) => loc.tr("order-ability-siege", &[("n", signed(*k))]),
        Ability::EnterOutside => loc.t("order-ability-enter-outside"),
        Ability::Swift => loc.t("order-ability-swift"),
        Ability::InnateCounter => loc.t("order-ability-innate-counter"),
        Ability::Immortal => loc.t("order-ability-immortal"),
        Ability::Revenge => loc.t("order-ability-revenge"),
        Ability::DoubleTreasure => loc.t("order-ability-double-treasure"),
        Ability::HandLimit(k) => loc.tr("order-ability-hand-limit", &[("n", signed(*k))]),
        Ability::CostCut { mark: m, n: k } => {
            loc.tr("order-ability-cost-cut", &[("mark", s(mark(loc, *m))), ("n", n(*k as i64))])
        }
        Ability::OnVictory(e) => loc.tr("order-ability-on-victory", &[("effect", s(effect(loc, e)))]),
        Ability::AtStartInside(e) => loc.tr("order-ability-at-start-inside", &[("effect", s(effect(loc, e)))]),
        Ability::Hostile(k) => loc.tr("order-ability-hostile", &[("n", signed(*k))]),
        Ability::Active { cost, effect: e } => {
            loc.tr("order-ability-active", &[("cost", n(*cost as i64)), ("effect", s(effect(loc, e)))])
        }
        Ability::Reaction { cost, trigger: t, effect: e } => loc.tr(
            "order-ability-reaction",
            &[("cost", n(*cost as i64)), ("trigger", s(trigger(loc, *t))), ("effect", s(special(loc, e)))],
        ),
    }
}

/// When a 特 card or a reactive 特效 may answer.
pub fn trigger(loc: &Localizer, t: Trigger) -> String {
    loc.t(match t {
        Trigger::EnemyStratagem => "order-trigger-enemy-stratagem",
        Trigger::EnemyEvent => "order-trigger-enemy-event",
        Trigger::EnemyActive => "order-trigger-enemy-active",
        Trigger::OwnAttacked => "order-trigger-own-attacked",
        Trigger::OwnForceAttacked => "order-trigger-own-force-attacked",
        Trigger::EnemySiege => "order-trigger-enemy-siege",
    })
}

/// What a 特 card or a reactive 特效 does.
pub fn special(loc: &Localizer, e: &SpecialEffect) -> String {
    match e {
        SpecialEffect::Negate => loc.t("order-special-negate"),
        SpecialEffect::Evade => loc.t("order-special-evade"),
        SpecialEffect::Counter => loc.t("order-special-counter"),
        SpecialEffect::Soften(k) => loc.tr("order-special-soften", &[("n", n(*k as i64))]),
        SpecialEffect::Guard => loc.t("order-special-guard"),
    }
}

/// The class line of a card: kind, cost, stats, factions and marks.
pub fn card_header(loc: &Localizer, def: &CardDef) -> String {
    let factions: Vec<String> = def.factions.iter().map(|f| loc.t(&format!("order-faction-{}", f.id()))).collect();
    let marks: Vec<String> = def.marks.iter().map(|m| mark(loc, *m)).collect();
    let kind = match &def.class {
        Class::General { cost, force, wit } => loc.tr(
            "order-header-general",
            &[("cost", n(*cost as i64)), ("force", n(*force as i64)), ("wit", n(*wit as i64))],
        ),
        Class::Stratagem { cost, element: e } => {
            loc.tr("order-header-stratagem", &[("cost", n(*cost as i64)), ("element", s(element(loc, *e)))])
        }
        Class::Advantage { kind, .. } => {
            let k = match kind {
                super::cards::AdvKind::Heaven => "order-adv-heaven",
                super::cards::AdvKind::Earth => "order-adv-earth",
                super::cards::AdvKind::Men => "order-adv-men",
            };
            loc.tr("order-header-advantage", &[("kind", s(loc.t(k)))])
        }
        _ => loc.tr(
            "order-header-card",
            &[("class", s(loc.t(&format!("order-class-{}", def.class_id())))), ("cost", n(def.base_cost() as i64))],
        ),
    };
    let mut out = format!("{kind} · {}", factions.join("/"));
    if !marks.is_empty() {
        out.push_str(&format!(" · {}", marks.join(" ")));
    }
    out
}

/// The rules text of a card, generated from its primitives.
pub fn card_text(loc: &Localizer, def: &CardDef) -> String {
    let mut parts: Vec<String> = def.abilities.iter().map(|a| ability(loc, a)).collect();
    if let Class::Stratagem { .. } = def.class {
        parts.push(loc.tr("order-text-scheme", &[("n", signed(def.wit_bonus))]));
    }
    if let Class::Advantage { condition, spend_after, .. } = &def.class {
        parts.insert(
            0,
            match condition {
                AdvCondition::None => loc.t("order-condition-none"),
                AdvCondition::Generals(k) => loc.tr("order-condition-generals", &[("n", n(*k as i64))]),
                AdvCondition::PayHand(k) => loc.tr("order-condition-pay", &[("n", n(*k as i64))]),
            },
        );
        if *spend_after {
            parts.push(loc.t("order-condition-spent-after"));
        }
    }
    parts.extend(def.effects.iter().map(|e| effect(loc, e)));
    if let Class::Special { trigger: t, .. } = def.class {
        let e = def.special.as_ref().map(|e| special(loc, e)).unwrap_or_default();
        parts.push(loc.tr("order-text-special", &[("trigger", s(trigger(loc, t))), ("effect", s(e))]));
    }
    if let Some(o) = &def.order {
        parts.push(match o {
            OrderEffect::MarkForce { mark: m, n: k } => {
                loc.tr("order-order-mark-force", &[("mark", s(mark(loc, *m))), ("n", signed(*k))])
            }
            OrderEffect::HandLimit(k) => loc.tr("order-order-hand-limit", &[("n", signed(*k))]),
            OrderEffect::Shackle => loc.t("order-order-shackle"),
            OrderEffect::Adversity => loc.t("order-order-adversity"),
            OrderEffect::Stockpile => loc.t("order-order-stockpile"),
        });
    }
    if def.has_mark(Mark::Counter) {
        parts.push(loc.t("order-text-counter-mark"));
    }
    if def.has_mark(Mark::Enemy) {
        parts.push(loc.t("order-text-enemy-mark"));
    }
    parts.join(loc.t("order-text-separator").as_str())
}

/// A zone of the battlefield as seen by `viewer`.
pub fn place(loc: &Localizer, viewer: Seat, p: Place) -> String {
    loc.t(match p {
        Place::Inner(s) if s == viewer => "order-place-own-inner",
        Place::Outer(s) if s == viewer => "order-place-own-outer",
        Place::Outer(_) => "order-place-enemy-outer",
        Place::Inner(_) => "order-place-enemy-inner",
    })
}

pub fn seat_name(loc: &Localizer, viewer: Seat, s: Seat) -> String {
    loc.t(if s == viewer { "order-seat-you" } else { "order-seat-enemy" })
}

pub fn win_reason(loc: &Localizer, r: WinReason) -> String {
    loc.t(match r {
        WinReason::NoResource => "order-win-no-resource",
        WinReason::CannotPayBurn => "order-win-cannot-pay-burn",
        WinReason::CannotPayUpkeep => "order-win-cannot-pay-upkeep",
        WinReason::Special => "order-win-special",
        WinReason::UndeclaredFaction => "order-win-undeclared-faction",
    })
}

/// One log line of an event, for `viewer`.
pub fn event(loc: &Localizer, g: &Game, viewer: Seat, e: &Event) -> String {
    let nm = |c: CardId| s(name_of(loc, g, c));
    let who = |x: Seat| s(seat_name(loc, viewer, x));
    match e {
        Event::OrderSet { seat } => loc.tr("order-log-order-set", &[("seat", who(*seat))]),
        Event::OrderRevealed { seat, card } => match card {
            Some(c) => loc.tr("order-log-order-revealed", &[("seat", who(*seat)), ("card", nm(*c))]),
            None => loc.tr("order-log-order-none", &[("seat", who(*seat))]),
        },
        Event::Shackled { seat, names } => {
            let list: Vec<String> = names.iter().map(|x| loc.t(&format!("order-card-{x}"))).collect();
            loc.tr("order-log-shackled", &[("seat", who(*seat)), ("cards", s(list.join(", ")))])
        }
        Event::TurnStarted { seat, turn } => {
            loc.tr("order-log-turn", &[("seat", who(*seat)), ("turn", n(*turn as i64))])
        }
        Event::Drew { seat, count } => loc.tr("order-log-drew", &[("seat", who(*seat)), ("n", n(*count as i64))]),
        Event::DrewCards { seat, cards } => {
            let list: Vec<String> = cards.iter().map(|c| name_of(loc, g, *c)).collect();
            loc.tr("order-log-drew-cards", &[("seat", who(*seat)), ("cards", s(list.join(", ")))])
        }
        Event::Recruited { seat, card, cost, outside } => loc.tr(
            "order-log-recruited",
            &[
                ("seat", who(*seat)),
                ("card", nm(*card)),
                ("cost", n(*cost as i64)),
                ("place", s(place(loc, viewer, if *outside { Place::Outer(*seat) } else { Place::Inner(*seat) }))),
            ],
        ),
        Event::Equipped { seat, card, general, cost } => loc.tr(
            "order-log-equipped",
            &[("seat", who(*seat)), ("card", nm(*card)), ("general", nm(*general)), ("cost", n(*cost as i64))],
        ),
        Event::EventUsed { seat, card, cost } => {
            loc.tr("order-log-event", &[("seat", who(*seat)), ("card", nm(*card)), ("cost", n(*cost as i64))])
        }
        Event::StratagemUsed { seat, card, caster, target, cost } => loc.tr(
            "order-log-stratagem",
            &[
                ("seat", who(*seat)),
                ("card", nm(*card)),
                ("caster", nm(*caster)),
                ("target", nm(*target)),
                ("cost", n(*cost as i64)),
            ],
        ),
        Event::ActiveUsed { seat, general, source, cost } => loc.tr(
            "order-log-active",
            &[("seat", who(*seat)), ("general", nm(*general)), ("source", nm(*source)), ("cost", n(*cost as i64))],
        ),
        Event::AdvantagePlaced { seat, card } => {
            loc.tr("order-log-advantage-placed", &[("seat", who(*seat)), ("card", nm(*card))])
        }
        Event::AdvantageInvoked { seat, card } => {
            loc.tr("order-log-advantage-invoked", &[("seat", who(*seat)), ("card", nm(*card))])
        }
        Event::Paid { seat, count } => loc.tr("order-log-paid", &[("seat", who(*seat)), ("n", n(*count as i64))]),
        Event::SpecialUsed { seat, card, cost } => {
            loc.tr("order-log-special", &[("seat", who(*seat)), ("card", nm(*card)), ("cost", n(*cost as i64))])
        }
        Event::Negated { card } => loc.tr("order-log-negated", &[("card", nm(*card))]),
        Event::Evaded { general } => loc.tr("order-log-evaded", &[("general", nm(*general))]),
        Event::Reacted { seat, general, cost } => {
            loc.tr("order-log-reacted", &[("seat", who(*seat)), ("general", nm(*general)), ("cost", n(*cost as i64))])
        }
        Event::Guarded { guard, general } => {
            loc.tr("order-log-guarded", &[("guard", nm(*guard)), ("general", nm(*general))])
        }
        Event::Moved { seat, general, to } => loc.tr(
            "order-log-moved",
            &[("seat", who(*seat)), ("general", nm(*general)), ("place", s(place(loc, viewer, *to)))],
        ),
        Event::AttackDeclared { general, target } => match target {
            Some(t) => loc.tr("order-log-attack-declared", &[("general", nm(*general)), ("target", nm(*t))]),
            None => loc.tr("order-log-siege-declared", &[("general", nm(*general))]),
        },
        Event::ForceAttack { attacker, defender, attack, defence } => loc.tr(
            "order-log-force-attack",
            &[("a", nm(*attacker)), ("d", nm(*defender)), ("af", n(*attack as i64)), ("df", n(*defence as i64))],
        ),
        Event::WitContest { caster, target, caster_wit, target_wit } => loc.tr(
            "order-log-wit-contest",
            &[("a", nm(*caster)), ("d", nm(*target)), ("aw", n(*caster_wit as i64)), ("dw", n(*target_wit as i64))],
        ),
        Event::Victory { winner, loser } => loc.tr("order-log-victory", &[("a", nm(*winner)), ("d", nm(*loser))]),
        Event::Died { seat, card } => loc.tr("order-log-died", &[("seat", who(*seat)), ("card", nm(*card))]),
        Event::Spared { card } => loc.tr("order-log-spared", &[("card", nm(*card))]),
        Event::Siege { general, amount } => {
            loc.tr("order-log-siege", &[("general", nm(*general)), ("n", n(*amount as i64))])
        }
        Event::Burned { seat, count } => loc.tr("order-log-burned", &[("seat", who(*seat)), ("n", n(*count as i64))]),
        Event::Recycled { seat, count } => {
            loc.tr("order-log-recycled", &[("seat", who(*seat)), ("n", n(*count as i64))])
        }
        Event::Searched { seat, card } => match card {
            Some(c) => loc.tr("order-log-searched", &[("seat", who(*seat)), ("card", nm(*c))]),
            None => loc.tr("order-log-searched-none", &[("seat", who(*seat))]),
        },
        Event::Discarded { seat, count } => {
            loc.tr("order-log-discarded", &[("seat", who(*seat)), ("n", n(*count as i64))])
        }
        Event::Bounced { card } => loc.tr("order-log-bounced", &[("card", nm(*card))]),
        Event::PushedBack { card } => loc.tr("order-log-pushed-back", &[("card", nm(*card))]),
        Event::Shattered { card } => loc.tr("order-log-shattered", &[("card", nm(*card))]),
        Event::Exiled { card } => loc.tr("order-log-exiled", &[("card", nm(*card))]),
        Event::Buffed { card, force, wit } => {
            loc.tr("order-log-buffed", &[("card", nm(*card)), ("force", signed(*force)), ("wit", signed(*wit))])
        }
        Event::Hastened { card } => loc.tr("order-log-hastened", &[("card", nm(*card))]),
        Event::HandLimit { seat, limit, discarded } => loc.tr(
            "order-log-hand-limit",
            &[("seat", who(*seat)), ("limit", n(*limit as i64)), ("n", n(*discarded as i64))],
        ),
        Event::Upkeep { seat, count } => loc.tr("order-log-upkeep", &[("seat", who(*seat)), ("n", n(*count as i64))]),
        Event::GameOver { winner, reason } => {
            loc.tr("order-log-game-over", &[("seat", who(*winner)), ("reason", s(win_reason(loc, *reason)))])
        }
    }
}

fn tgt(loc: &Localizer, g: &Game, t: &Option<Tgt>) -> String {
    match t {
        Some(Tgt::General(c)) | Some(Tgt::Equipment(c)) => name_of(loc, g, *c),
        None => String::new(),
    }
}

/// A label for a main-step action, for `seat`.
pub fn action(loc: &Localizer, g: &Game, seat: Seat, a: &Action) -> String {
    let nm = |c: &CardId| s(name_of(loc, g, *c));
    match a {
        Action::Recruit { card, outside } => loc.tr(
            "order-act-recruit",
            &[
                ("card", nm(card)),
                ("cost", n(g.cost(seat, *card) as i64)),
                ("place", s(place(loc, seat, if *outside { Place::Outer(seat) } else { Place::Inner(seat) }))),
            ],
        ),
        Action::Equip { card, general } => loc.tr(
            "order-act-equip",
            &[("card", nm(card)), ("general", nm(general)), ("cost", n(g.cost(seat, *card) as i64))],
        ),
        Action::Event { card, target } => loc.tr(
            "order-act-event",
            &[("card", nm(card)), ("target", s(tgt(loc, g, target))), ("cost", n(g.cost(seat, *card) as i64))],
        ),
        Action::Stratagem { card, caster, target } => loc.tr(
            "order-act-stratagem",
            &[
                ("card", nm(card)),
                ("caster", nm(caster)),
                ("target", nm(target)),
                ("cost", n(g.cost(seat, *card) as i64)),
            ],
        ),
        Action::Active { general, source, target } => loc.tr(
            "order-act-active",
            &[("general", nm(general)), ("source", nm(source)), ("target", s(tgt(loc, g, target)))],
        ),
        Action::PlaceAdvantage { card } => loc.tr("order-act-place-advantage", &[("card", nm(card))]),
        Action::InvokeAdvantage => loc.t("order-act-invoke-advantage"),
        Action::Move { general, to } => {
            loc.tr("order-act-move", &[("general", nm(general)), ("place", s(place(loc, seat, *to)))])
        }
        Action::Attack { general, target } => loc.tr(
            "order-act-attack",
            &[
                ("general", nm(general)),
                ("target", nm(target)),
                ("af", n(g.force(*general, super::game::Role::Attacker) as i64)),
                ("df", n(g.force(*target, super::game::Role::Defender) as i64)),
            ],
        ),
        Action::Siege { general } => loc.tr(
            "order-act-siege",
            &[("general", nm(general)), ("n", n(g.force(*general, super::game::Role::Attacker) as i64))],
        ),
        Action::End => loc.t("order-act-end"),
    }
}

/// The prompt line of a request.
pub fn prompt(loc: &Localizer, g: &Game, r: &Request) -> String {
    match r {
        Request::ChooseOrder { .. } => loc.t("order-prompt-choose-order"),
        Request::NameCards { count, .. } => loc.tr("order-prompt-name-cards", &[("n", n(*count as i64))]),
        Request::Main { .. } => loc.t("order-prompt-main"),
        Request::Pay { count, .. } => loc.tr("order-prompt-pay", &[("n", n(*count as i64))]),
        Request::Respond { .. } => loc.t("order-prompt-respond"),
        Request::CounterPlay { general, .. } => {
            loc.tr("order-prompt-counter", &[("general", s(name_of(loc, g, *general)))])
        }
        Request::Discard { count, .. } => loc.tr("order-prompt-discard", &[("n", n(*count as i64))]),
        Request::Search { .. } => loc.t("order-prompt-search"),
    }
}

/// Why an answer was refused, for a person.
pub fn refusal(loc: &Localizer, r: &Refusal) -> String {
    match r {
        Refusal::GameOver => loc.t("order-refusal-game-over"),
        Refusal::NotYourTurn { .. } => loc.t("order-refusal-not-your-turn"),
        Refusal::WrongKind => loc.t("order-refusal-wrong-kind"),
        Refusal::NotLegal => loc.t("order-refusal-not-legal"),
        Refusal::WrongCount { expected } => loc.tr("order-refusal-wrong-count", &[("n", n(*expected as i64))]),
        Refusal::NotAnOption(_) => loc.t("order-refusal-not-an-option"),
        Refusal::Duplicate => loc.t("order-refusal-duplicate"),
    }
}

//! 将军令 cards: the six classes (人 物 事 特 令 优, seed 004 §2) and every field the engine uses,
//! as plain data. Abilities and effects are data-driven primitives: a card is one definition in
//! `assets/order/cards.ron`, and the engine interprets its primitives (no card names in the flow).

use crate::file_error::FileError;
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;

/// 势力 (seed 004 §2.2.5). `Neutral` is 无: it does not count as a faction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Faction {
    Wei,
    Shu,
    Wu,
    Qun,
    Neutral,
}

impl Faction {
    pub fn id(self) -> &'static str {
        match self {
            Faction::Wei => "wei",
            Faction::Shu => "shu",
            Faction::Wu => "wu",
            Faction::Qun => "qun",
            Faction::Neutral => "neutral",
        }
    }
    pub const ALL: [Faction; 5] = [Faction::Wei, Faction::Shu, Faction::Wu, Faction::Qun, Faction::Neutral];
}

/// 特殊标志 (§2.2.7, §2.3.5): 对 (playable through 对策), 反 (turncoat), 兽 (beast), 敌 (equips an enemy
/// general), 援 (support).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Mark {
    Counter,
    Rebel,
    Beast,
    Enemy,
    Aid,
}

impl Mark {
    pub fn id(self) -> &'static str {
        match self {
            Mark::Counter => "counter",
            Mark::Rebel => "rebel",
            Mark::Beast => "beast",
            Mark::Enemy => "enemy",
            Mark::Aid => "aid",
        }
    }
}

/// 计略 elements (§2.4.4): 火计 水计 土计 奇计.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Element {
    Fire,
    Water,
    Earth,
    Odd,
}

/// 优势 kinds (§2.7.1): 天时 地利 人和.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum AdvKind {
    Heaven,
    Earth,
    Men,
}

/// The six classes (属性) with their sub-kinds.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Class {
    /// 人: 将领 with [基本招募点], [基本武], [基本智].
    General { cost: u8, force: i8, wit: i8 },
    /// 物: 宝物 (`troop: false`) or 兵种 (`troop: true`), with 耗费点.
    Equipment { troop: bool, cost: u8 },
    /// 事 — 事件 (`thirty_six`: one of the 三十六计 events).
    Event {
        cost: u8,
        #[serde(default)]
        thirty_six: bool,
    },
    /// 事 — 计略: must be carried out by one of your generals (施计).
    Stratagem { cost: u8, element: Element },
    /// 特: only in the opponent's turn, when its trigger happens.
    Special { cost: u8, trigger: Trigger },
    /// 令: chosen before the game, no cost, permanent.
    Order,
    /// 优: placed in your turn (耗费点 0), one on the whole battlefield.
    Advantage {
        kind: AdvKind,
        condition: AdvCondition,
        #[serde(default)]
        spend_after: bool,
    },
}

/// When a 特 card may answer (its 指定情况).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Trigger {
    /// The opponent uses a 计略.
    EnemyStratagem,
    /// The opponent uses a 事件.
    EnemyEvent,
    /// An opponent's general (or equipment) invokes a 特效.
    EnemyActive,
    /// One of your generals is attacked (武力攻击 or 计略攻击).
    OwnAttacked,
    /// One of your generals is 武力攻击-ed.
    OwnForceAttacked,
    /// An opponent's general besieges (攻城) you.
    EnemySiege,
}

/// What a 特 card does once shown and paid.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum SpecialEffect {
    /// The triggering card or 特效 has no effect (its cost stays paid).
    Negate,
    /// The attacked general withdraws into your 自城内; the attack is void (the attacker has still acted).
    Evade,
    /// 对策: you may now play one 对-marked card from your hand on the attacked general.
    Counter,
    /// The siege 消耗s this many fewer cards.
    Soften(u8),
    /// Only on a general's reactive 特效 (`Ability::Reaction`): this general takes the attack in place of
    /// the attacked own general standing in its zone (舍身取义); the attack goes on against it.
    Guard,
}

/// 发动条件 of a 优势 card.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum AdvCondition {
    /// 无: in force as soon as it is placed.
    None,
    /// You have at least this many generals on the battlefield (checked when you invoke it).
    Generals(u8),
    /// Put this many hand cards into your 耗费区 to invoke it.
    PayHand(u8),
}

/// When a conditional bonus applies.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum When {
    Always,
    /// While this general declared the attack.
    Attacking,
    /// While this general is the one attacked.
    Defending,
    /// While in an outer zone (城外).
    Outside,
    /// While in your 自城内.
    Inside,
}

/// Who an effect chooses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Target {
    /// The general that carries the ability (or the caster of a 计略).
    This,
    /// One of your generals on the battlefield.
    OwnGeneral,
    /// All your generals on the battlefield.
    AllOwn,
    /// One opponent's general on the battlefield.
    EnemyGeneral,
    /// One opponent's general in an outer zone.
    EnemyOutside,
    /// One opponent's general with the given mark.
    EnemyMarked(Mark),
    /// One equipment on an opponent's general.
    EnemyEquipment,
}

/// An effect primitive.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Effect {
    /// [消耗] n of the opponent's resource cards (they lose if they cannot pay).
    Burn(u8),
    /// Take n cards from your resource into your hand.
    Draw(u8),
    /// Move n cards from the bottom of your 耗费区 to the bottom of your resource (资源回收).
    Recycle(u8),
    /// 找寻: a card of the class from your resource into your hand, shown; then shuffle the resource.
    Search(SearchFor),
    /// The opponent puts n random hand cards into their 耗费区.
    Discard(u8),
    /// 武/智 change until the end of this turn.
    Buff { target: Target, force: i8, wit: i8 },
    /// The target general may act (move or attack) once more this turn (速攻).
    Hasten(Target),
    /// The target goes back to its owner's hand; its equipment goes to the 耗费区.
    Bounce(Target),
    /// The target opponent's general in an outer zone withdraws to its 自城内.
    PushBack(Target),
    /// The target equipment goes to its owner's 耗费区.
    Shatter(Target),
    /// The target equipment is removed from the game (游戏除外).
    Exile(Target),
    /// 特殊胜利: you win the game.
    Win,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SearchFor {
    General,
    Stratagem,
    Equipment,
    Marked(Mark),
}

/// A 特点 (automatic) or 特效 (invoked, with 特效点) of a general or an equipment.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Ability {
    Force {
        n: i8,
        when: When,
    },
    Wit {
        n: i8,
        when: When,
    },
    /// Your other generals of this faction on the battlefield get +n 武.
    Aura {
        faction: Faction,
        n: i8,
    },
    /// Your generals' stratagems of this element get +n 智.
    ElementWit {
        element: Element,
        n: i8,
    },
    /// Sieges by this general 消耗 n more cards.
    Siege(i8),
    /// Overrides 入城: may be recruited into your 自城外.
    EnterOutside,
    /// Overrides 待命: may move or attack in the turn it is recruited.
    Swift,
    /// Acts as a 对策 of its own whenever one of your generals is attacked (no card needed).
    InnateCounter,
    /// 不死金身: the first time it would die in a 武力攻击, it survives instead.
    Immortal,
    /// When an opponent's general 武力攻击-战胜 this general, that general dies too.
    Revenge,
    /// May carry two 宝物 (of different names) instead of one 宝物 and one 兵种 (§2.3.1 注).
    DoubleTreasure,
    /// Your hand limit +n while this general is on the battlefield.
    HandLimit(i8),
    /// Your cards with this mark cost n less (not below 0) while this general is on the battlefield.
    CostCut {
        mark: Mark,
        n: u8,
    },
    /// When this general 战胜 an opponent's general (in either turn).
    OnVictory(Effect),
    /// At the start of your turn, if this general is in your 自城内.
    AtStartInside(Effect),
    /// On a 优势 card: the opponent's generals in its owner's 自城外 get +n 武 (地利).
    Hostile(i8),
    /// 特效: invoke once per turn in your turn, paying `cost` hand cards.
    Active {
        cost: u8,
        effect: Effect,
    },
    /// A reactive 特效 (§3.3.4: "某些特殊的特效效果如舍身取义"): invoked in the opponent's turn when
    /// `trigger` happens, answering like a 特 card, paying `cost` hand cards; once per turn; never in
    /// one's own main step. Only on generals, at most one per general.
    Reaction {
        cost: u8,
        trigger: Trigger,
        effect: SpecialEffect,
    },
}

/// A 军令's permanent effect.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum OrderEffect {
    /// Your generals with the mark get +n 武.
    MarkForce { mark: Mark, n: i8 },
    /// Your hand limit +n.
    HandLimit(i8),
    /// 束缚: name two cards before the game; the opponent may not use cards of those names.
    Shackle,
    /// The opponent cannot win by 特殊胜利.
    Adversity,
    /// At the start of your turn, if your resource is smaller than the opponent's, recycle 1.
    Stockpile,
}

/// One card of the pool.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CardDef {
    /// Stable snake_case id; also the Fluent key `order-card-<id>`.
    pub id: String,
    pub class: Class,
    #[serde(default = "neutral")]
    pub factions: Vec<Faction>,
    #[serde(default)]
    pub marks: Vec<Mark>,
    /// For generals and equipment: 特点/特效. For 优势 cards: the static effects while in force.
    #[serde(default)]
    pub abilities: Vec<Ability>,
    /// For 事件, 计略 (after the 施计 succeeds), 优势 cards with a one-off effect.
    #[serde(default)]
    pub effects: Vec<Effect>,
    /// For 计略: the 智 bonus of the 施计.
    #[serde(default)]
    pub wit_bonus: i8,
    /// For 特 cards.
    #[serde(default)]
    pub special: Option<SpecialEffect>,
    /// For 军令 cards.
    #[serde(default)]
    pub order: Option<OrderEffect>,
}

fn neutral() -> Vec<Faction> {
    vec![Faction::Neutral]
}

impl CardDef {
    pub fn is_general(&self) -> bool {
        matches!(self.class, Class::General { .. })
    }
    /// The printed cost (基本招募点 / 耗费点).
    pub fn base_cost(&self) -> u8 {
        match self.class {
            Class::General { cost, .. }
            | Class::Equipment { cost, .. }
            | Class::Event { cost, .. }
            | Class::Stratagem { cost, .. }
            | Class::Special { cost, .. } => cost,
            Class::Order | Class::Advantage { .. } => 0,
        }
    }
    pub fn has_mark(&self, m: Mark) -> bool {
        self.marks.contains(&m)
    }
    /// The factions that count (无 does not).
    pub fn real_factions(&self) -> impl Iterator<Item = Faction> + '_ {
        self.factions.iter().copied().filter(|f| *f != Faction::Neutral)
    }
    pub fn class_id(&self) -> &'static str {
        match &self.class {
            Class::General { .. } => "general",
            Class::Equipment { troop: false, .. } => "treasure",
            Class::Equipment { troop: true, .. } => "troop",
            Class::Event { thirty_six: true, .. } => "thirty-six",
            Class::Event { .. } => "event",
            Class::Stratagem { .. } => "stratagem",
            Class::Special { .. } => "special",
            Class::Order => "order",
            Class::Advantage { .. } => "advantage",
        }
    }
}

/// The card pool: every definition, indexed by position (`DefIdx`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Pool {
    pub cards: Vec<CardDef>,
}

#[derive(Deserialize)]
struct PoolFile {
    cards: Vec<CardDef>,
}

/// Turns a RON error into a file error with its line.
pub(crate) fn ron_error(path: &str, e: ron::error::SpannedError) -> FileError {
    FileError { path: path.to_string(), line: e.span.start.line, message: e.code.to_string() }
}

/// The built-in pool, embedded from `assets/order/cards.ron`.
pub const POOL_RON: &str = include_str!("../../assets/order/cards.ron");

impl Pool {
    /// Parses and validates a pool file.
    pub fn from_ron(path: &str, text: &str) -> Result<Pool, FileError> {
        let f: PoolFile = ron::from_str(text).map_err(|e| ron_error(path, e))?;
        let pool = Pool { cards: f.cards };
        pool.validate().map_err(|(i, message)| FileError {
            path: path.into(),
            line: line_of_id(text, &pool.cards[i].id),
            message,
        })?;
        Ok(pool)
    }

    /// The embedded pool (validated by the tests; an error here is a build defect, reported as a value).
    pub fn builtin() -> Result<Pool, FileError> {
        Pool::from_ron("assets/order/cards.ron", POOL_RON)
    }

    pub fn index(&self, id: &str) -> Option<usize> {
        self.cards.iter().position(|c| c.id == id)
    }

    fn validate(&self) -> Result<(), (usize, String)> {
        let mut seen = BTreeSet::new();
        for (i, c) in self.cards.iter().enumerate() {
            if !seen.insert(c.id.as_str()) {
                return Err((i, format!("duplicate card id `{}`", c.id)));
            }
            if c.id.is_empty() || !c.id.chars().all(|ch| ch.is_ascii_lowercase() || ch.is_ascii_digit() || ch == '_') {
                return Err((i, format!("card id `{}` must be snake_case", c.id)));
            }
            if c.factions.is_empty() || c.factions.len() > 2 {
                return Err((i, "a card has one or two factions".into()));
            }
            match &c.class {
                Class::General { force, wit, cost } => {
                    if *force < 0 || *wit < 0 || *cost > 9 {
                        return Err((i, "a general has 武, 智 ≥ 0 and 招募点 ≤ 9".into()));
                    }
                    if c.abilities.iter().any(|a| {
                        matches!(a, Ability::OnVictory(Effect::Search(_)) | Ability::AtStartInside(Effect::Search(_)))
                    }) {
                        return Err((i, "找寻 (Search) only in events, 计略 and 特效".into()));
                    }
                    if c.has_mark(Mark::Beast) && *wit != 0 {
                        return Err((i, "a 兽 general has 智 0".into()));
                    }
                    if c.marks.iter().any(|m| matches!(m, Mark::Counter | Mark::Enemy)) {
                        return Err((i, "generals carry only 反, 兽 or 援".into()));
                    }
                    let reactions: Vec<_> = c
                        .abilities
                        .iter()
                        .filter_map(|a| match a {
                            Ability::Reaction { trigger, effect, .. } => Some((*trigger, effect)),
                            _ => None,
                        })
                        .collect();
                    if reactions.len() > 1 {
                        return Err((i, "a general has at most one reactive 特效 (Reaction)".into()));
                    }
                    if reactions.iter().any(|(t, e)| {
                        matches!(e, SpecialEffect::Guard)
                            && !matches!(t, Trigger::OwnAttacked | Trigger::OwnForceAttacked)
                    }) {
                        return Err((i, "Guard answers only an attack on an own general".into()));
                    }
                }
                Class::Equipment { .. } => {
                    if c.abilities.iter().any(|a| {
                        matches!(a, Ability::OnVictory(Effect::Search(_)) | Ability::AtStartInside(Effect::Search(_)))
                    }) {
                        return Err((i, "找寻 (Search) only in events, 计略 and 特效".into()));
                    }
                    if c.marks.iter().any(|m| matches!(m, Mark::Rebel | Mark::Beast)) {
                        return Err((i, "equipment carries only 对, 敌 or 援".into()));
                    }
                    if c.abilities.iter().any(|a| matches!(a, Ability::Reaction { .. })) {
                        return Err((i, "a reactive 特效 (Reaction) belongs to a general".into()));
                    }
                }
                Class::Special { .. } => {
                    if c.special.is_none() {
                        return Err((i, "a 特 card needs `special`".into()));
                    }
                    if c.special == Some(SpecialEffect::Guard) {
                        return Err((i, "Guard needs a general: only a reactive 特效 has it".into()));
                    }
                }
                Class::Order => {
                    if c.order.is_none() {
                        return Err((i, "a 军令 card needs `order`".into()));
                    }
                    if c.factions != [Faction::Neutral] {
                        return Err((i, "军令 cards are 无 faction here".into()));
                    }
                }
                Class::Event { .. } | Class::Stratagem { .. } => {
                    if c.effects.is_empty() && !matches!(c.class, Class::Stratagem { .. }) {
                        return Err((i, "an event needs at least one effect".into()));
                    }
                    if c.has_mark(Mark::Counter) && c.effects.iter().any(|e| matches!(e, Effect::Search(_))) {
                        return Err((i, "a 对 card cannot 找寻 (it is played in the middle of an attack)".into()));
                    }
                    if c.effects.iter().rev().skip(1).any(|e| matches!(e, Effect::Search(_))) {
                        return Err((i, "找寻 (Search) must be a card's last effect".into()));
                    }
                }
                Class::Advantage { condition, .. } => {
                    if c.abilities.is_empty() && c.effects.is_empty() {
                        return Err((i, "a 优势 card needs abilities or effects".into()));
                    }
                    if c.abilities.iter().any(|a| matches!(a, Ability::Reaction { .. } | Ability::Active { .. })) {
                        return Err((i, "a 优势 card has no 特效".into()));
                    }
                    if matches!(condition, AdvCondition::None) && !c.effects.is_empty() {
                        return Err((i, "one-off 优势 effects need a 发动条件".into()));
                    }
                }
            }
        }
        Ok(())
    }
}

/// The line where `id: "<id>"` appears (1 if not found).
pub(crate) fn line_of_id(text: &str, id: &str) -> usize {
    let needle = format!("\"{id}\"");
    text.lines().position(|l| l.contains(&needle)).map_or(1, |n| n + 1)
}

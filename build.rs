//! Build script: validates the game data under `assets/data/` and compiles it into the engine.
//!
//! A bad data file fails the build with its path, line and what is wrong. Checks:
//! - the RON parses (ron reports the line and column);
//! - packages have unique ids; card ids are unique and run on from 1 through the packages in order;
//! - every card names a declared kind, every kind has cards in some package, and a package with
//!   `counts` holds exactly that many copies per name;
//! - suits/ranks are valid, weapons declare a range;
//! - general ids are unique, HP is 1..=8, lord skills are among the general's skills;
//! - every card kind, general and skill has a name key in every locale under `locales/`.

use serde::Deserialize;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CardsFile {
    kinds: Vec<KindDef>,
    packages: Vec<PackageDef>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct PackageDef {
    id: String,
    /// Copies per name the package must hold (empty: not checked).
    #[serde(default)]
    counts: BTreeMap<String, u32>,
    cards: Vec<CardDef>,
}

#[derive(Deserialize)]
struct KindDef {
    name: String,
    subtype: String,
    #[serde(default)]
    range: Option<u8>,
    /// The name this one also counts as ("any 杀": `fire_slash` has family `slash`); empty: none.
    #[serde(default)]
    family: String,
}

#[derive(Deserialize)]
struct CardDef {
    id: u32,
    name: String,
    suit: String,
    rank: u8,
}

#[derive(Deserialize)]
struct GeneralDef {
    id: String,
    faction: String,
    gender: String,
    hp: u8,
    skills: Vec<String>,
    #[serde(default)]
    lord_skills: Vec<String>,
}

const SUBTYPES: &[&str] = &["basic", "trick", "delayed_trick", "weapon", "armor", "defensive_horse", "offensive_horse"];
const SUITS: &[&str] = &["spade", "heart", "club", "diamond"];
const FACTIONS: &[&str] = &["wei", "shu", "wu", "qun"];
const GENDERS: &[&str] = &["male", "female"];

struct Failure {
    path: PathBuf,
    line: usize,
    reason: String,
}

fn fail(path: &Path, text: &str, needle: &str, reason: String) -> Failure {
    let line = text.lines().position(|l| l.contains(needle)).map(|i| i + 1).unwrap_or(1);
    Failure { path: path.to_path_buf(), line, reason }
}

fn camel(s: &str) -> String {
    s.split('_')
        .map(|w| {
            let mut c = w.chars();
            match c.next() {
                Some(f) => f.to_ascii_uppercase().to_string() + c.as_str(),
                None => String::new(),
            }
        })
        .collect()
}

fn read(path: &Path) -> Result<String, Failure> {
    std::fs::read_to_string(path).map_err(|e| Failure {
        path: path.to_path_buf(),
        line: 0,
        reason: format!("cannot read: {e}"),
    })
}

fn parse<T: for<'a> Deserialize<'a>>(path: &Path, text: &str) -> Result<T, Failure> {
    ron::from_str(text).map_err(|e| Failure {
        path: path.to_path_buf(),
        line: e.span.start.line,
        reason: format!("{} (column {})", e.code, e.span.start.col),
    })
}

/// Keys defined in every locale: lang -> set of message ids.
fn locale_keys(root: &Path) -> Result<BTreeMap<String, BTreeSet<String>>, Failure> {
    let mut out = BTreeMap::new();
    let entries = std::fs::read_dir(root).map_err(|e| Failure {
        path: root.to_path_buf(),
        line: 0,
        reason: format!("cannot list locales: {e}"),
    })?;
    for entry in entries.flatten() {
        let dir = entry.path();
        if !dir.is_dir() {
            continue;
        }
        let lang = entry.file_name().to_string_lossy().to_string();
        let mut keys = BTreeSet::new();
        for f in std::fs::read_dir(&dir).into_iter().flatten().flatten() {
            let p = f.path();
            if p.extension().and_then(|e| e.to_str()) != Some("ftl") {
                continue;
            }
            println!("cargo:rerun-if-changed={}", p.display());
            for line in read(&p)?.lines() {
                if let Some((k, _)) = line.split_once('=') {
                    let k = k.trim();
                    if !k.is_empty()
                        && !line.starts_with(' ')
                        && k.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
                    {
                        keys.insert(k.to_string());
                    }
                }
            }
        }
        out.insert(lang, keys);
    }
    Ok(out)
}

fn build() -> Result<String, Failure> {
    let root = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").unwrap_or_else(|_| ".".into()));
    let cards_path = root.join("assets/data/cards.ron");
    let generals_path = root.join("assets/data/generals.ron");
    println!("cargo:rerun-if-changed={}", cards_path.display());
    println!("cargo:rerun-if-changed={}", generals_path.display());
    println!("cargo:rerun-if-changed=locales");

    let ctext = read(&cards_path)?;
    let cards: CardsFile = parse(&cards_path, &ctext)?;
    let gtext = read(&generals_path)?;
    let generals: Vec<GeneralDef> = parse(&generals_path, &gtext)?;
    let locales = locale_keys(&root.join("locales"))?;

    // --- kinds
    let mut kinds = BTreeMap::new();
    for k in &cards.kinds {
        let needle = format!("name: \"{}\",", k.name);
        if !SUBTYPES.contains(&k.subtype.as_str()) {
            return Err(fail(
                &cards_path,
                &ctext,
                &needle,
                format!("kind `{}` has unknown subtype `{}`", k.name, k.subtype),
            ));
        }
        if (k.subtype == "weapon") != k.range.is_some() {
            return Err(fail(
                &cards_path,
                &ctext,
                &needle,
                format!("kind `{}`: weapons (and only weapons) declare a range", k.name),
            ));
        }
        if !k.family.is_empty() && !cards.kinds.iter().any(|o| o.name == k.family && o.family.is_empty()) {
            return Err(fail(
                &cards_path,
                &ctext,
                &needle,
                format!(
                    "kind `{}`: family `{}` is not a declared kind (without a family of its own)",
                    k.name, k.family
                ),
            ));
        }
        if kinds.insert(k.name.clone(), k).is_some() {
            return Err(fail(&cards_path, &ctext, &needle, format!("kind `{}` declared twice", k.name)));
        }
    }
    if cards.kinds.len() > 64 {
        return Err(fail(
            &cards_path,
            &ctext,
            "kinds:",
            format!("{} kinds: the engine keeps at most 64 names", cards.kinds.len()),
        ));
    }
    // --- packages and cards
    let mut seen = BTreeSet::new();
    let mut package_ids = BTreeSet::new();
    let mut used_kinds = BTreeSet::new();
    let mut expected = 1u32;
    for pkg in &cards.packages {
        let pneedle = format!("id: \"{}\"", pkg.id);
        if !package_ids.insert(pkg.id.clone()) {
            return Err(fail(&cards_path, &ctext, &pneedle, format!("package `{}` is declared twice", pkg.id)));
        }
        if pkg.id.is_empty() || !pkg.id.chars().all(|c| c.is_ascii_lowercase() || c == '_') {
            return Err(fail(&cards_path, &ctext, &pneedle, format!("package id `{}` must be snake_case", pkg.id)));
        }
        if pkg.cards.is_empty() {
            return Err(fail(&cards_path, &ctext, &pneedle, format!("package `{}` has no cards", pkg.id)));
        }
        let mut per_name: BTreeMap<&str, u32> = BTreeMap::new();
        for c in &pkg.cards {
            let needle = format!("(id: {},", c.id);
            if !seen.insert(c.id) {
                return Err(fail(&cards_path, &ctext, &needle, format!("card id {} is used twice", c.id)));
            }
            if c.id != expected {
                return Err(fail(
                    &cards_path,
                    &ctext,
                    &needle,
                    format!("card id {} out of sequence (expected {expected}: ids run on through the packages)", c.id),
                ));
            }
            expected += 1;
            if !kinds.contains_key(&c.name) {
                return Err(fail(
                    &cards_path,
                    &ctext,
                    &needle,
                    format!("card {} names unknown kind `{}`", c.id, c.name),
                ));
            }
            if !SUITS.contains(&c.suit.as_str()) {
                return Err(fail(&cards_path, &ctext, &needle, format!("card {} has unknown suit `{}`", c.id, c.suit)));
            }
            if !(1..=13).contains(&c.rank) {
                return Err(fail(
                    &cards_path,
                    &ctext,
                    &needle,
                    format!("card {} has rank {} (must be 1-13)", c.id, c.rank),
                ));
            }
            used_kinds.insert(c.name.clone());
            *per_name.entry(c.name.as_str()).or_default() += 1;
        }
        if !pkg.counts.is_empty() {
            let counts = &pkg.counts;
            for (name, &want) in counts {
                let have = per_name.get(name.as_str()).copied().unwrap_or(0);
                if have != want {
                    return Err(fail(
                        &cards_path,
                        &ctext,
                        &pneedle,
                        format!("package `{}`: `{name}` has {have} copies, counts says {want}", pkg.id),
                    ));
                }
            }
            for (name, have) in &per_name {
                if !counts.contains_key(*name) {
                    return Err(fail(
                        &cards_path,
                        &ctext,
                        &pneedle,
                        format!("package `{}`: `{name}` ({have} copies) is missing from its counts", pkg.id),
                    ));
                }
            }
        }
    }
    if seen.len() > 255 {
        return Err(fail(&cards_path, &ctext, "packages:", format!("{} cards: card ids hold at most 255", seen.len())));
    }
    if let Some(k) = kinds.keys().find(|k| !used_kinds.contains(*k)) {
        return Err(fail(
            &cards_path,
            &ctext,
            &format!("name: \"{k}\","),
            format!("kind `{k}` has no card in any package"),
        ));
    }
    // --- generals
    let mut gids = BTreeSet::new();
    for g in &generals {
        let needle = format!("(id: \"{}\",", g.id);
        if !gids.insert(g.id.clone()) {
            return Err(fail(&generals_path, &gtext, &needle, format!("general `{}` is listed twice", g.id)));
        }
        if !FACTIONS.contains(&g.faction.as_str()) || !GENDERS.contains(&g.gender.as_str()) {
            return Err(fail(
                &generals_path,
                &gtext,
                &needle,
                format!("general `{}` has an unknown faction or gender", g.id),
            ));
        }
        if !(1..=8).contains(&g.hp) {
            return Err(fail(
                &generals_path,
                &gtext,
                &needle,
                format!("general `{}` has HP {} (must be 1-8)", g.id, g.hp),
            ));
        }
        if let Some(s) = g.lord_skills.iter().find(|s| !g.skills.contains(s)) {
            return Err(fail(
                &generals_path,
                &gtext,
                &needle,
                format!("general `{}`: lord skill `{s}` is not among its skills", g.id),
            ));
        }
    }
    // --- locale keys
    for (lang, keys) in &locales {
        for k in kinds.keys() {
            let key = format!("card-{k}");
            if !keys.contains(&key) {
                return Err(fail(
                    &cards_path,
                    &ctext,
                    &format!("name: \"{k}\","),
                    format!("locale `{lang}` has no key `{key}`"),
                ));
            }
        }
        for g in &generals {
            let needle = format!("(id: \"{}\",", g.id);
            let mut wanted = vec![format!("general-{}", g.id), format!("general-{}-title", g.id)];
            for s in &g.skills {
                wanted.push(format!("skill-{s}"));
                wanted.push(format!("skill-{s}-desc"));
            }
            for key in wanted {
                if !keys.contains(&key) {
                    return Err(fail(&generals_path, &gtext, &needle, format!("locale `{lang}` has no key `{key}`")));
                }
            }
        }
    }
    if locales.is_empty() {
        return Err(Failure { path: root.join("locales"), line: 0, reason: "no locale folders".into() });
    }

    // --- generate
    let mut out = String::new();
    out.push_str("// @generated by build.rs from assets/data/cards.ron and assets/data/generals.ron\n");
    out.push_str(
        "/// The name of a playing card (its kind), one per `kinds` row of `assets/data/cards.ron`, in order.\n",
    );
    out.push_str(
        "/// Ids match the data file and the locale keys `card-<id>`. Each has its rules in `rules::cards`.\n",
    );
    out.push_str("#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]\n");
    out.push_str("#[serde(rename_all = \"snake_case\")]\npub enum CardKind {\n");
    for k in &cards.kinds {
        let _ = writeln!(out, "    {},", camel(&k.name));
    }
    out.push_str("}\n");
    out.push_str(
        "/// A card package: a part of the deck a setup may include (`packages` of `assets/data/cards.ron`).\n",
    );
    out.push_str("#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]\n");
    out.push_str("#[serde(rename_all = \"snake_case\")]\npub enum Package {\n");
    for p in &cards.packages {
        let _ = writeln!(out, "    {},", camel(&p.id));
    }
    out.push_str("}\n");
    let _ = writeln!(out, "pub(crate) const PACKAGE_TABLE: [PackageInfo; {}] = [", cards.packages.len());
    let mut first = 0usize;
    for p in &cards.packages {
        let _ = writeln!(
            out,
            "    PackageInfo {{ package: Package::{}, id: {:?}, first: {first}, len: {} }},",
            camel(&p.id),
            p.id,
            p.cards.len()
        );
        first += p.cards.len();
    }
    out.push_str("];\n");
    let _ = writeln!(out, "/// Every physical card of every package.\npub const FULL_DECK: usize = {first};");
    let _ = writeln!(out, "pub(crate) const KIND_TABLE: [KindInfo; {}] = [", cards.kinds.len());
    for k in &cards.kinds {
        let _ = writeln!(
            out,
            "    KindInfo {{ kind: CardKind::{}, subtype: Subtype::{}, range: {}, family: CardKind::{} }},",
            camel(&k.name),
            camel(&k.subtype),
            k.range.unwrap_or(0),
            camel(if k.family.is_empty() { &k.name } else { &k.family })
        );
    }
    out.push_str("];\n");
    let all: Vec<&CardDef> = cards.packages.iter().flat_map(|p| p.cards.iter()).collect();
    let _ = writeln!(out, "pub(crate) const CARD_TABLE: [CardDef; {}] = [", all.len());
    for c in all {
        let _ = writeln!(
            out,
            "    CardDef {{ kind: CardKind::{}, suit: Suit::{}, rank: {} }},",
            camel(&c.name),
            camel(&c.suit),
            c.rank
        );
    }
    out.push_str("];\n");
    let _ = writeln!(out, "pub(crate) const GENERAL_TABLE: [GeneralDef; {}] = [", generals.len());
    for g in &generals {
        let list = |v: &Vec<String>| v.iter().map(|s| format!("{s:?}")).collect::<Vec<_>>().join(", ");
        let _ = writeln!(
            out,
            "    GeneralDef {{ id: {:?}, faction: Faction::{}, gender: Gender::{}, hp: {}, skills: &[{}], lord_skills: &[{}] }},",
            g.id,
            camel(&g.faction),
            camel(&g.gender),
            g.hp,
            list(&g.skills),
            list(&g.lord_skills)
        );
    }
    out.push_str("];\n");
    Ok(out)
}

/// The client embeds the generated pictures (`assets/art/`, minus the contact sheet): a table of
/// (path relative to `assets/`, bytes). Written for every build; only the client includes it.
fn art_table() -> String {
    fn walk(dir: &std::path::Path, out: &mut Vec<PathBuf>) {
        let Ok(rd) = std::fs::read_dir(dir) else { return };
        for e in rd.flatten() {
            let p = e.path();
            if p.is_dir() {
                walk(&p, out);
            } else if p.extension().is_some_and(|x| x == "png") && !p.ends_with("contact-sheet.png") {
                out.push(p);
            }
        }
    }
    let root = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").unwrap_or_else(|_| ".".into()));
    let assets = root.join("assets");
    println!("cargo:rerun-if-changed=assets/art");
    let mut files = Vec::new();
    walk(&assets.join("art"), &mut files);
    files.sort();
    let mut code = String::from("pub static ART_FILES: &[(&str, &[u8])] = &[\n");
    for f in files {
        let rel = f.strip_prefix(&assets).unwrap_or(&f).to_string_lossy().replace('\\', "/");
        code.push_str(&format!("    ({rel:?}, include_bytes!({:?})),\n", f.to_string_lossy()));
    }
    code.push_str("];\n");
    code
}

fn main() {
    let out_dir = PathBuf::from(std::env::var("OUT_DIR").unwrap_or_else(|_| ".".into()));
    if let Err(e) = std::fs::write(out_dir.join("art_gen.rs"), art_table()) {
        println!("cargo:warning=cannot write art_gen.rs: {e}");
        std::process::exit(1);
    }
    match build() {
        Ok(code) => {
            let out = PathBuf::from(std::env::var("OUT_DIR").unwrap_or_else(|_| ".".into())).join("data_gen.rs");
            if let Err(e) = std::fs::write(&out, code) {
                println!("cargo:warning=cannot write {}: {e}", out.display());
                std::process::exit(1);
            }
        }
        Err(f) => {
            eprintln!("error: invalid game data: {}:{}: {}", f.path.display(), f.line, f.reason);
            println!("cargo:warning=invalid game data: {}:{}: {}", f.path.display(), f.line, f.reason);
            std::process::exit(1);
        }
    }
}

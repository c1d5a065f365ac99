//! Player settings, kept as RON in the OS config directory (e.g. `~/.config/sanguosha/settings.ron`).
//! A missing file means defaults; a corrupt one is reported with its path and line and left alone.

use super::Settings;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// What is stored on disk.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Stored {
    pub lang: String,
    pub ui_scale: f32,
    pub ai_delay: f32,
    pub animation_speed: f32,
    pub ask_all_humans: bool,
    /// Tutorial lessons completed (by lesson id).
    pub lessons_done: Vec<String>,
}

impl Default for Stored {
    fn default() -> Self {
        Stored::from(&Settings::default())
    }
}

impl From<&Settings> for Stored {
    fn from(s: &Settings) -> Self {
        Stored {
            lang: s.lang.clone(),
            ui_scale: s.ui_scale,
            ai_delay: s.ai_delay,
            animation_speed: s.animation_speed,
            ask_all_humans: s.ask_all_humans,
            lessons_done: s.lessons_done.clone(),
        }
    }
}

/// Where the game in progress is autosaved (the OS data directory).
pub fn save_path() -> Option<PathBuf> {
    directories::ProjectDirs::from("org", "sanguosha", "sanguosha").map(|d| d.data_dir().join("autosave.ron"))
}

pub fn path() -> Option<PathBuf> {
    directories::ProjectDirs::from("org", "sanguosha", "sanguosha").map(|d| d.config_dir().join("settings.ron"))
}

/// Reads settings from `path`: `Ok(None)` when there is no file, `Err` naming path and line when it is corrupt.
pub fn read(path: &Path) -> Result<Option<Stored>, String> {
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(format!("{}: {e}", path.display())),
    };
    ron::from_str::<Stored>(&text)
        .map(Some)
        .map_err(|e| format!("{}:{}: {}", path.display(), e.span.start.line, e.code))
}

pub fn write(path: &Path, s: &Stored) -> Result<(), String> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    }
    let text = ron::ser::to_string_pretty(s, ron::ser::PrettyConfig::default()).map_err(|e| e.to_string())?;
    std::fs::write(path, text).map_err(|e| format!("{}: {e}", path.display()))
}

/// The settings to start with: stored ones if readable, otherwise defaults (with the problem logged).
pub fn load() -> Settings {
    let mut s = Settings::default();
    if let Some(p) = path() {
        match read(&p) {
            Ok(Some(st)) => {
                if crate::i18n::LANGS.contains(&st.lang.as_str()) {
                    s.lang = st.lang;
                }
                s.ui_scale = st.ui_scale.clamp(0.5, 3.0);
                s.ai_delay = st.ai_delay.clamp(0.0, 5.0);
                s.animation_speed = st.animation_speed.clamp(0.1, 4.0);
                s.ask_all_humans = st.ask_all_humans;
                s.lessons_done = st.lessons_done;
            }
            Ok(None) => {}
            Err(e) => bevy::log::warn!("settings not loaded, using defaults: {e}"),
        }
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_round_trip_and_a_corrupt_file_names_its_line() {
        let dir = std::env::temp_dir().join(format!("sgs-settings-{}", std::process::id()));
        let p = dir.join("settings.ron");
        let st = Stored {
            lang: "ja".into(),
            ui_scale: 1.5,
            ai_delay: 0.2,
            animation_speed: 2.0,
            ask_all_humans: false,
            lessons_done: vec!["turn".into()],
        };
        write(&p, &st).unwrap();
        assert_eq!(read(&p).unwrap(), Some(st));
        std::fs::write(&p, "(\n  lang: \"ja\",\n  ui_scale: oops,\n)").unwrap();
        let err = read(&p).unwrap_err();
        assert!(err.contains("settings.ron:3"), "{err}");
        assert_eq!(read(&dir.join("none.ron")).unwrap(), None);
        let _ = std::fs::remove_dir_all(dir);
    }
}

#!/usr/bin/env bash
# Installs Bivouac on a Debian mini-PC: the bivouac account, its data folder, the configuration,
# a release under /opt/bivouac, HTTPS, the systemd units. Idempotent: a second run changes only
# what is missing or different, so it is also how a changed PORT or the kiosk is taken into account.
# Releases after the first one go through `bivouac update`, which backs up and rolls back.
set -euo pipefail

readonly install_root=/opt/bivouac
readonly data_dir=/var/lib/bivouac
readonly conf_dir=/etc/bivouac
readonly env_file=$conf_dir/bivouac.env
readonly kiosk_env=$conf_dir/kiosk.env
readonly kiosk_user=bivouac-kiosk
readonly kiosk_home=/var/lib/bivouac-kiosk
readonly ca_trusted=/usr/local/share/ca-certificates/bivouac-autorite.crt
readonly low_port_dropin=/etc/systemd/system/bivouac.service.d/low-port.conf
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
readonly here

usage() {
  cat <<'TEXT'
Usage : sudo ./install.sh [--kiosk] [ARCHIVE.tar.gz]

Installe Bivouac sur ce boîtier Debian (relançable sans risque) :
  - le compte système bivouac (groupe dialout pour les ports série) ;
  - le dossier des données /var/lib/bivouac et la configuration /etc/bivouac/bivouac.env ;
  - la version ARCHIVE sous /opt/bivouac/releases/ (première installation ; ensuite : sudo bivouac update ARCHIVE) ;
  - le certificat HTTPS du boîtier (bivouac tls init) et les services systemd.

Options :
  --kiosk    affiche aussi l'écran d'accueil en plein écran sur l'écran du boîtier
             (installe cage, chromium, curl, libnss3-tools)
  -h, --help cette aide
TEXT
}

say() { printf -- '- %s\n' "$*"; }
fail() {
  printf 'Erreur : %s\n' "$*" >&2
  exit 1
}

# Copies src to dest with mode and owner when dest differs; answers 0 when it wrote.
put_file() {
  local src=$1 dest=$2 mode=$3 owner=$4
  if [ -f "$dest" ] && cmp -s "$src" "$dest"; then
    return 1
  fi
  install -D -m "$mode" -o "${owner%:*}" -g "${owner#*:}" "$src" "$dest"
}

# Writes text to dest when it differs; answers 0 when it wrote.
put_text() {
  local text=$1 dest=$2 mode=$3
  if [ -f "$dest" ] && [ "$(cat "$dest")" = "$text" ]; then
    return 1
  fi
  install -d "$(dirname "$dest")"
  printf '%s\n' "$text" >"$dest"
  chmod "$mode" "$dest"
}

kiosk=no
archive=
while [ $# -gt 0 ]; do
  case $1 in
    --kiosk) kiosk=yes ;;
    -h | --help)
      usage
      exit 0
      ;;
    -*) fail "option inconnue : $1 (voir --help)" ;;
    *)
      [ -z "$archive" ] || fail "une seule archive à la fois"
      archive=$1
      ;;
  esac
  shift
done

[ "$(id -u)" -eq 0 ] || fail "lancez-le en administrateur : sudo $0"
[ -z "$archive" ] || [ -f "$archive" ] || fail "archive introuvable : $archive"
[ -x /usr/bin/node ] || fail "Node.js est absent : installez Node.js 20 ou plus (Debian 13 : apt-get install nodejs ; Debian 12 : dépôt NodeSource), puis relancez"
node_major=$(/usr/bin/node -p 'process.versions.node.split(".")[0]')
[ "$node_major" -ge 20 ] || fail "Node.js $node_major est trop ancien : il faut la version 20 ou plus"
command -v openssl >/dev/null || fail "openssl est absent : apt-get install openssl, puis relancez"

restart=no

# The account: no shell, no home of its own, member of dialout for the serial ports.
if ! getent group bivouac >/dev/null; then
  groupadd --system bivouac
  say "groupe bivouac créé"
fi
if ! id bivouac >/dev/null 2>&1; then
  useradd --system --gid bivouac --home-dir "$data_dir" --no-create-home --shell /usr/sbin/nologin bivouac
  say "compte bivouac créé"
fi
if ! id -nG bivouac | tr ' ' '\n' | grep -qx dialout; then
  usermod -a -G dialout bivouac
  say "compte bivouac ajouté au groupe dialout (ports série)"
fi

# Data: the service's alone (database, backups, documents, TLS keys).
install -d -o bivouac -g bivouac -m 0750 "$data_dir"
say "dossier des données : $data_dir (bivouac:bivouac, 0750)"

# Configuration: readable by the service's group only (it may hold the SMTP password).
install -d -o root -g bivouac -m 0750 "$conf_dir"
if [ ! -e "$env_file" ]; then
  install -o root -g bivouac -m 0640 "$here/bivouac.env" "$env_file"
  say "configuration créée depuis le modèle : $env_file"
else
  say "configuration existante gardée : $env_file"
fi
port=$(sed -n 's/^PORT=//p' "$env_file" | tail -n 1 | tr -d '"')
port=${port:-8080}
[[ $port =~ ^[0-9]+$ ]] || fail "PORT incorrect dans $env_file : « $port »"

# The release: unpacked beside the others, then `current` switched in one rename.
current_target=$(readlink "$install_root/current" || true)
if [ -n "$archive" ]; then
  name=$(basename "$archive")
  name=${name%.tar.gz}
  name=${name%.tgz}
  if [ -n "$current_target" ] && [ "$current_target" != "releases/$name" ]; then
    fail "une version tourne déjà ($current_target) : pour passer à $name, utilisez « sudo bivouac update $archive » (sauvegarde et retour arrière automatiques)"
  fi
  install -d -m 0755 "$install_root/releases"
  if [ ! -d "$install_root/releases/$name" ]; then
    unpack=$(mktemp -d "$install_root/releases/.unpack.XXXXXX")
    tar -xzf "$archive" -C "$unpack" --no-same-owner
    src=$unpack
    # An archive holding one folder: that folder is the release.
    entries=("$unpack"/*)
    if [ "${#entries[@]}" -eq 1 ] && [ -d "${entries[0]}" ]; then
      src=${entries[0]}
    fi
    if [ ! -x "$src/bin/bivouac" ] || [ ! -f "$src/dist/service/main.js" ]; then
      rm -rf "$unpack"
      fail "$archive n'est pas une version de Bivouac (bin/bivouac ou dist/service/main.js manquant)"
    fi
    chmod -R u+rwX,go+rX,go-w "$src"
    mv "$src" "$install_root/releases/$name"
    rm -rf "$unpack"
    say "version installée : $install_root/releases/$name"
  else
    say "version déjà présente : $install_root/releases/$name"
  fi
  if [ -z "$current_target" ]; then
    ln -sfn "releases/$name" "$install_root/current.new"
    mv -T "$install_root/current.new" "$install_root/current"
    say "$install_root/current pointe sur releases/$name"
    restart=yes
  fi
fi
has_release=no
[ -e "$install_root/current/bin/bivouac" ] && has_release=yes

if put_file "$here/bivouac-cli" /usr/local/bin/bivouac 0755 root:root; then
  say "commande bivouac installée : /usr/local/bin/bivouac"
fi

# Units. A port below 1024 needs the one capability to bind it, and only then.
if put_file "$here/bivouac.service" /etc/systemd/system/bivouac.service 0644 root:root; then
  say "service installé : /etc/systemd/system/bivouac.service"
  restart=yes
fi
if [ "$port" -lt 1024 ]; then
  if put_text "$(printf '[Service]\nAmbientCapabilities=CAP_NET_BIND_SERVICE\nCapabilityBoundingSet=CAP_NET_BIND_SERVICE')" "$low_port_dropin" 0644; then
    say "port $port : droit d'écouter sous 1024 accordé au service ($low_port_dropin)"
    restart=yes
  fi
elif [ -e "$low_port_dropin" ]; then
  rm -f "$low_port_dropin"
  say "port $port : droit d'écouter sous 1024 retiré"
  restart=yes
fi

# HTTPS from the first start: sign-ins never cross the LAN in clear.
if [ "$has_release" = yes ] && [ ! -e "$data_dir/tls/server.crt" ]; then
  /usr/local/bin/bivouac tls init
  restart=yes
fi
scheme=http
if [ -e "$data_dir/tls/ca.crt" ]; then
  scheme=https
  # The box itself trusts its authority (the kiosk's probe, curl when checking by hand).
  if put_file "$data_dir/tls/ca.crt" "$ca_trusted" 0644 root:root; then
    update-ca-certificates >/dev/null
    say "autorité locale reconnue par ce boîtier ($ca_trusted)"
  fi
fi

systemctl daemon-reload
systemctl enable --quiet bivouac.service
if [ "$has_release" = yes ]; then
  if [ "$restart" = yes ]; then
    systemctl restart bivouac.service
    say "service bivouac (re)démarré"
  else
    systemctl start bivouac.service
    say "service bivouac actif"
  fi
else
  say "service bivouac activé, pas démarré : aucune version installée (relancez avec l'archive d'une version, faite par « npm run release »)"
fi

if [ "$kiosk" = yes ]; then
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends cage chromium curl libnss3-tools >/dev/null
  say "paquets du kiosque présents : cage chromium curl libnss3-tools"
  if ! id "$kiosk_user" >/dev/null 2>&1; then
    useradd --system --user-group --home-dir "$kiosk_home" --create-home --shell /usr/sbin/nologin "$kiosk_user"
    say "compte $kiosk_user créé"
  fi
  if put_text "BIVOUAC_KIOSK_URL=$scheme://127.0.0.1:$port/kiosk" "$kiosk_env" 0644; then
    say "adresse du kiosque : $scheme://127.0.0.1:$port/kiosk ($kiosk_env)"
  fi
  if [ "$scheme" = https ]; then
    # Chromium on Linux trusts what the account's NSS database holds, not the system's list.
    nssdb=sql:$kiosk_home/.pki/nssdb
    if [ ! -e "$kiosk_home/.pki/nssdb/cert9.db" ]; then
      runuser -u "$kiosk_user" -- mkdir -p "$kiosk_home/.pki/nssdb"
      runuser -u "$kiosk_user" -- certutil -d "$nssdb" -N --empty-password
    fi
    runuser -u "$kiosk_user" -- certutil -d "$nssdb" -A -t C,, -n "Autorite locale Bivouac" -i "$ca_trusted"
    say "autorité locale reconnue par le Chromium du kiosque"
  fi
  put_file "$here/bivouac-kiosk.service" /etc/systemd/system/bivouac-kiosk.service 0644 root:root || true
  systemctl daemon-reload
  systemctl enable --quiet bivouac-kiosk.service
  systemctl restart bivouac-kiosk.service
  say "kiosque actif sur l'écran du boîtier (tty1)"
fi

host=$(hostname)
cat <<TEXT

Bivouac est installé.
  Adresse : $scheme://$host.local:$port/ (ou $scheme://ADRESSE-IP-DU-BOITIER:$port/)
  Configuration : $env_file, puis sudo systemctl restart bivouac
  Première connexion : identifiant de BIVOUAC_ADMIN_LOGIN (admin par défaut) ; le mot de passe
    généré au premier démarrage est dans le journal :
      sudo journalctl -u bivouac | grep 'Premier démarrage'
TEXT
if [ "$scheme" = https ]; then
  cat <<TEXT
  HTTPS : sur chaque poste de l'accueil, installez l'autorité locale téléchargée depuis
    $scheme://$host.local:$port/rest/tls/ca.crt (voir deploy/README.md, « HTTPS »)
TEXT
fi

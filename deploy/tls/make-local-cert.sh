#!/usr/bin/env bash
# A self-signed certificate for a local stack (deploy/compose.yaml, the scale-out tests), one per site,
# in the files nginx's configuration reads (deploy/nginx/templates/sites.conf.template):
#   deploy/tls/make-local-cert.sh [directory] [hk host] [mainland host]
# defaults: deploy/tls, hk.localhost, mainland.localhost. Each certificate also names localhost and
# 127.0.0.1. Browsers warn about it (no trusted issuer): accept it once,
# or pass it to a client (curl --cacert deploy/tls/hk.crt). Real certificates: put the issuer's chain
# and key in the same file names (hk.crt, hk.key, mainland.crt, mainland.key; TLS_DIR in compose).
# The keys are readable by all (the unprivileged nginx of the image reads them): for local use only.
set -euo pipefail
directory=${1:-"$(dirname "${BASH_SOURCE[0]}")"}
hk_host=${2:-hk.localhost}
mainland_host=${3:-mainland.localhost}
mkdir -p "$directory"
for site in hk mainland; do
  host=$hk_host
  [ "$site" = mainland ] && host=$mainland_host
  openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -sha256 -days 825 -noenc \
    -keyout "$directory/$site.key" -out "$directory/$site.crt" \
    -subj "/CN=$host" \
    -addext "subjectAltName=DNS:$host,DNS:localhost,IP:127.0.0.1" \
    -addext "extendedKeyUsage=serverAuth"
  chmod 0644 "$directory/$site.key" "$directory/$site.crt"
done
echo "Certificates for $hk_host and $mainland_host in $directory"

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Field, describedBy } from '../../components/Field.tsx';
import type { I18nProps, Translate } from '../../i18n/translator.ts';
import { useT } from '../../i18n/useT.ts';
import { updateProfile, type ProfileInput } from '../../lib/api/account.ts';
import { errorText, fieldErrorTexts } from '../../lib/error-text.ts';
import { setSession, type SessionUser } from '../../stores/session.ts';
import { useSession } from '../../stores/use-session.ts';
import { DeleteAccount } from './DeleteAccount.tsx';
import { ProfileAvatar } from './profile.tsx';
import './user-account.css';

/** The server's rules (auth/schemas.ts), checked before sending so the messages come at once. */
const USERNAME = /^[A-Za-z0-9_.-]{3,30}$/;
const PHONE = /^\+?\d{7,15}$/;
const AVATAR_MAX_BYTES = 10 * 1024 * 1024;
const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

type Errors = Partial<Record<keyof ProfileInput | 'avatar', string>>;

function check(values: ProfileInput, t: Translate): Errors {
  const out: Errors = {};
  if (!values.name.trim()) out.name = t('edit.nameRequired');
  if (!USERNAME.test(values.user_name.trim())) out.user_name = t('edit.usernameInvalid');
  if (values.phone.trim() && !PHONE.test(values.phone.trim())) out.phone = t('edit.phoneInvalid');
  return out;
}

/** Edit Account (spec 001): photo (cropped square and re-encoded by the server), names, username, gender, phone, city; deletion. */
export default function EditAccount({ i18n }: { i18n: I18nProps }) {
  const t = useT(i18n, 'userAccount');
  const { user } = useSession();
  if (!user) return <div className="ua-placeholder card" aria-hidden="true" />;
  return (
    <div className="ua-layout">
      <ProfileForm key={user.id} user={user} t={t} />
      <DeleteAccount t={t} hasPassword={!user.provider} />
    </div>
  );
}

const initialValues = (user: SessionUser): ProfileInput => ({
  name: user.name,
  last_name: user.last_name,
  user_name: user.user_name,
  gender: user.gender === null ? '' : String(user.gender),
  phone: user.phone ?? '',
  location: user.location ?? '',
});

function ProfileForm({ user, t }: { user: SessionUser; t: Translate }) {
  const [values, setValues] = useState<ProfileInput>(() => initialValues(user));
  const [avatar, setAvatar] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  function choose(file: File | undefined) {
    if (!file) return;
    const problem = !AVATAR_TYPES.includes(file.type) ? t('edit.avatarNotImage') : file.size > AVATAR_MAX_BYTES ? t('edit.avatarTooLarge') : undefined;
    setErrors((e) => ({ ...e, avatar: problem }));
    if (problem) return;
    setAvatar(file);
    setPreview(URL.createObjectURL(file));
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = { ...check(values, t), ...(errors.avatar ? { avatar: errors.avatar } : {}) };
    setErrors(found);
    setNote(Object.keys(found).length ? { ok: false, text: t('edit.fixErrors') } : null);
    if (Object.keys(found).length) return;
    setProgress(0);
    try {
      const fresh = await updateProfile({ ...values, user_name: values.user_name.trim(), phone: values.phone.trim() }, avatar, setProgress);
      setSession(fresh);
      setAvatar(null);
      setPreview(null);
      setNote({ ok: true, text: t('edit.saved') });
    } catch (err) {
      setErrors(fieldErrorTexts(err, t) as Errors);
      setNote({ ok: false, text: errorText(err, t, t('edit.failed')) });
    } finally {
      setProgress(null);
    }
  }

  const set = (key: keyof ProfileInput) => (e: { target: { value: string } }) => setValues({ ...values, [key]: e.target.value });
  const text = (key: keyof ProfileInput, label: string, opts: { required?: boolean; autoComplete: string; type?: string }) => (
    <Field id={`ea-${key}`} label={label} required={opts.required} error={errors[key]}>
      <input
        id={`ea-${key}`}
        type={opts.type ?? 'text'}
        autoComplete={opts.autoComplete}
        value={values[key]}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={describedBy(`ea-${key}`, false, errors[key])}
        onChange={set(key)}
      />
    </Field>
  );

  return (
    <form className="ua-section card ua-form" onSubmit={submit} noValidate aria-labelledby="ea-title">
      <h2 id="ea-title" className="visually-hidden">
        {t('edit.title')}
      </h2>
      <div className="ea-avatar">
        <ProfileAvatar user={user} size={96} src={preview} />
        <div className="field">
          <span className="ua-block-title" id="ea-avatar-label">
            {t('edit.avatar')}
          </span>
          {/* The button opens the picker: a hidden input is neither a stray tab stop nor an unlabelled field. */}
          <input ref={fileInput} id="ea-avatar" hidden type="file" accept={AVATAR_TYPES.join(',')} onChange={(e) => choose(e.target.files?.[0])} />
          <button type="button" className="btn" aria-describedby="ea-avatar-label ea-avatar-hint" onClick={() => fileInput.current?.click()}>
            {t('edit.changeAvatar')}
          </button>
          <p id="ea-avatar-hint" className="ua-muted">
            {avatar ? avatar.name : t('edit.avatarHint')}
          </p>
          {errors.avatar && (
            <p className="field-error" role="alert">
              {errors.avatar}
            </p>
          )}
        </div>
      </div>
      <div className="ea-grid">
        {text('name', t('edit.firstName'), { required: true, autoComplete: 'given-name' })}
        {text('last_name', t('edit.lastName'), { autoComplete: 'family-name' })}
        {text('user_name', t('edit.username'), { required: true, autoComplete: 'username' })}
        <Field id="ea-gender" label={t('edit.gender')} error={errors.gender}>
          <select id="ea-gender" value={values.gender} onChange={set('gender')}>
            <option value="">{t('edit.chooseGender')}</option>
            <option value="1">{t('edit.genders.male')}</option>
            <option value="0">{t('edit.genders.female')}</option>
            <option value="2">{t('edit.genders.ratherNotSay')}</option>
          </select>
        </Field>
        {text('phone', t('edit.phone'), { autoComplete: 'tel', type: 'tel' })}
        {text('location', t('edit.city'), { autoComplete: 'address-level2' })}
        <Field id="ea-email" label={t('edit.email')} hint={t('edit.emailHint')}>
          <input id="ea-email" type="email" value={user.email} readOnly aria-describedby="ea-email-hint" />
        </Field>
      </div>
      {progress !== null && (
        <div className="ea-progress">
          <progress max={100} value={progress} aria-label={t('edit.uploading', { pct: progress })} />
          <span className="ua-muted">{t('edit.uploading', { pct: progress })}</span>
        </div>
      )}
      <p className={note?.ok === false ? 'ua-error' : 'ua-ok'} role="status">
        {note?.text ?? ''}
      </p>
      <div className="ua-form-actions">
        <a className="btn" href="/user-account">
          {t('edit.back')}
        </a>
        <button type="submit" className="btn btn-primary" disabled={progress !== null}>
          {progress !== null ? t('edit.saving') : t('edit.save')}
        </button>
      </div>
    </form>
  );
}

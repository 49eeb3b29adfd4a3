import { Card, H2 } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { MSG } from '@balcao/schema';
import './login.css';

export function ForgotPasswordPage() {
  return (
    <main className="login-side login-alone">
      <Card className="login-card" elevation={2}>
        <H2>Recuperar acesso</H2>
        <p>{MSG.forgotPassword}</p>
        <Link to="/login">Voltar ao login</Link>
      </Card>
    </main>
  );
}
